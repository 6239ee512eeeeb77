import { UPLOAD_RULES, type MessageKey, type UploadKind } from '@wm/contracts';

type FileType = (typeof UPLOAD_RULES)[UploadKind]['types'][number];

const MIME_TYPES: Record<FileType, readonly string[]> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  mp4: ['video/mp4'],
};
const EXTENSIONS: Record<FileType, readonly string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'], mp4: ['mp4'] };

export interface UploadProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** What the `accept` attribute of a file input offers for a kind. */
export const acceptFor = (kind: UploadKind) => UPLOAD_RULES[kind].types.flatMap((type) => [...MIME_TYPES[type], ...EXTENSIONS[type].map((ext) => `.${ext}`)]).join(',');

/**
 * Why a chosen file would be refused, before it is sent, with the server's own messages
 * (the avatar has the spec's wording). The server checks again, by content.
 */
export function uploadProblem(kind: UploadKind, file: { name: string; type: string; size: number }): UploadProblem | null {
  const rule = UPLOAD_RULES[kind];
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // The browser's type when it has one; the name's extension when it does not.
  const typeOk = rule.types.some((type) => (file.type ? MIME_TYPES[type].includes(file.type) : EXTENSIONS[type].includes(extension)));
  if (!typeOk) {
    return kind === 'avatar' ? { key: 'avatar.typeInvalid' } : { key: 'upload.typeInvalid', params: { types: rule.types.map((type) => type.toUpperCase()).join(', ') } };
  }
  if (file.size > rule.maxBytes) {
    return kind === 'avatar' ? { key: 'avatar.tooLarge' } : { key: 'upload.tooLarge', params: { size: rule.maxBytes / 1024 / 1024 } };
  }
  return null;
}
