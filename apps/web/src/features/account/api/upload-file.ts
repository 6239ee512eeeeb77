import { uploadFile, type ResponseOf, type UploadKind } from '@wm/contracts';
import { http } from '../../../lib/http';
import { NO_MESSAGE_MARKER } from '../../../lib/http-utils';

export type UploadedFile = ResponseOf<typeof uploadFile>;

/**
 * Uploads a file for a form (multipart: `kind` first, as the server reads it before the
 * file). The form shows a refusal under its field, so the usual notification is held back.
 */
export async function uploadAccountFile(kind: UploadKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const response = await http.post<{ data: UploadedFile }>(uploadFile.path, form, { params: { [NO_MESSAGE_MARKER]: true } });
  return response.data.data;
}
