import { uploadFile, type ResponseOf, type UploadKind } from '@wm/contracts';
import { call } from '../../../lib/http';

export type UploadedFile = ResponseOf<typeof uploadFile>;

/**
 * Uploads a file for a form (multipart: `kind` first, as the server reads it before the
 * file). The form shows a refusal under its field, so the usual notification is held back.
 */
export async function uploadAccountFile(kind: UploadKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return call(uploadFile, { form, noMessage: true });
}
