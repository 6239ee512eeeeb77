import { FilePdfOutlined } from '@ant-design/icons';
import type { FileRef } from '@wm/contracts';
import { Image } from 'antd';

/** An uploaded document: an image opens in a preview, a PDF (no thumbnail) opens as a link. */
export function CompanyDocument({ file, label }: { file: FileRef; label: string }) {
  if (file.thumbnailUrl) {
    return <Image width={160} src={file.thumbnailUrl} preview={{ src: file.url }} alt={label} />;
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer" className="admin-document">
      <FilePdfOutlined /> {label} (PDF)
    </a>
  );
}
