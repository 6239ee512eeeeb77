import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSalesOrders, salesOrderImportTemplate, type ImportFormat, type SalesOrderImportResult } from '@wm/contracts';
import { call, download } from '../../../lib/http';
import { uploadWithProgress } from '../../../lib/upload';

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
  return call(importSalesOrders, {
    query: { dryRun: dryRun ? 'true' : 'false' },
    form: formOf(file),
    noMessage: true,
    // fetch cannot tell how much of the file is sent: XMLHttpRequest does, for this call only.
    transport: onProgress ? uploadWithProgress(onProgress) : undefined,
  });
}

/** The report of a file as a CSV download (the same checks as the dry run). */
export async function downloadReport(file: File): Promise<void> {
  await download(importSalesOrders, { dryRun: 'true', report: 'csv' }, { form: formOf(file) });
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
