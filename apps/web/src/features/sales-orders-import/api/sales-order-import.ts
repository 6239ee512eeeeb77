import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSalesOrders, salesOrderImportTemplate, type ImportFormat, type SalesOrderImportResult } from '@wm/contracts';
import { download, http } from '../../../lib/http';
import { NO_MESSAGE_MARKER } from '../../../lib/http-utils';

/** The template in the language in use (the client sends Accept-Language); saved under the server's file name. */
export const downloadTemplate = (format: ImportFormat) => download(salesOrderImportTemplate, { format });

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

interface ImportVariables {
  file: File;
  dryRun: boolean;
  /** 0..1 of the file sent; the server then checks it. */
  onProgress?: (sent: number) => void;
}

/**
 * Sends the file (a dry run, or the import). The page shows the server's message itself, next to
 * the file, so the client's notification is turned off for this call.
 */
async function sendImport({ file, dryRun, onProgress }: ImportVariables): Promise<SalesOrderImportResult> {
  const response = await http.post<{ data: SalesOrderImportResult }>(importSalesOrders.path, formOf(file), {
    params: { dryRun: String(dryRun), [NO_MESSAGE_MARKER]: true },
    onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : (event.progress ?? 0)),
  });
  return response.data.data;
}

/** The report of a file as a CSV download (the same checks as the dry run). */
export async function downloadReport(file: File): Promise<void> {
  await http.post(importSalesOrders.path, formOf(file), { params: { dryRun: 'true', report: 'csv' }, responseType: 'blob' });
}

export function useSalesOrderImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    // New orders: the sales order screens read them again (their keys start with 'sales-orders').
    onSuccess: (result) => {
      if (result.created.length > 0) void queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
    },
  });
}
