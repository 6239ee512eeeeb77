import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../api/use-admin-content';

const MAX_BYTES = 5 * 1024 * 1024;

/** A picture of a form (an icon, a logo): uploaded through the platform's upload, kept as its public link. */
export function PictureField({ value, onChange, testId }: { value?: string | null; onChange?: (next: string | null) => void; testId?: string }) {
  const { t } = useTranslation('admin-content');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Space align="center" data-testid={testId}>
      {value ? <img src={value} alt="" className="admin-content__picture" /> : <span className="admin-content__picture admin-content__picture--empty" />}
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          setError(null);
          if (!['image/jpeg', 'image/png'].includes(file.type)) {
            setError(t('picture.type'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > MAX_BYTES) {
            setError(t('picture.size'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadPicture(file as File).then(
            (url) => {
              setBusy(false);
              onChange?.(url);
              onSuccess?.(url);
            },
            (failure: Error) => {
              setBusy(false);
              onError?.(failure);
            },
          );
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('picture.upload')}
        </Button>
      </Upload>
      {value ? (
        <Button type="text" icon={<DeleteOutlined />} onClick={() => onChange?.(null)} aria-label={t('picture.remove')}>
          {t('picture.remove')}
        </Button>
      ) : null}
      {error ? <span className="admin-content__error">{error}</span> : null}
    </Space>
  );
}
