import { importSalesOrders, salesOrderImportTemplate, SALES_ORDER_IMPORT_MAX_BYTES, SalesOrderImportQuery } from '@wm/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http';
import { importMessageError, type ImportFile, type SalesOrderImportService } from './import.service';

async function sendFile(reply: FastifyReply, file: ImportFile): Promise<never> {
  await reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
  return reply as never;
}

export function salesOrderImportRoutes(app: FastifyInstance, imports: SalesOrderImportService) {
  // A file download, not an envelope.
  route(app, salesOrderImportTemplate, async ({ query, lang, reply }) => sendFile(reply, await imports.template(query.format, lang)));

  // multipart/form-data: `file`, and optionally the fields dryRun and report (as in the query).
  route(app, importSalesOrders, async ({ user, query, lang, req, reply }) => {
    if (!req.isMultipart()) throw importMessageError(lang, 'fileMissing');
    const options = { dryRun: query.dryRun ?? false, report: query.report };
    let data: Buffer | null = null;
    for await (const part of req.parts({ limits: { fileSize: SALES_ORDER_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer().catch(() => {
          throw importMessageError(lang, 'fileTooLarge', { size: SALES_ORDER_IMPORT_MAX_BYTES / 1024 / 1024 });
        });
        if (part.file.truncated) throw importMessageError(lang, 'fileTooLarge', { size: SALES_ORDER_IMPORT_MAX_BYTES / 1024 / 1024 });
      } else if (part.fieldname === 'dryRun' || part.fieldname === 'report') {
        const parsed = SalesOrderImportQuery.safeParse({ [part.fieldname]: String(part.value) });
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', undefined, [{ field: part.fieldname, message: 'field.invalid' }]);
        if (parsed.data.dryRun !== undefined) options.dryRun = parsed.data.dryRun;
        if (parsed.data.report !== undefined) options.report = parsed.data.report;
      }
    }
    if (!data) throw importMessageError(lang, 'fileMissing');
    const result = await imports.run(user, data, { dryRun: options.dryRun, lang });
    if (options.report === 'csv') return sendFile(reply, imports.report(result, lang));
    return result;
  });
}
