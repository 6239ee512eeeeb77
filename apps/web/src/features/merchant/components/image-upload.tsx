import { PlusOutlined } from '@ant-design/icons';
import { Upload, message } from 'antd';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadMerchantImage } from '../api/use-merchant';

const MAX_BYTES = 5 * 1024 * 1024;

/** Pictures (logo, banner, goods gallery: the first is the main picture) as their public links. */
export function ImageUpload({ value = [], onChange, max = 1, testId }: { value?: string[]; onChange?: (next: string[]) => void; max?: number; testId?: string }) {
  const { t } = useTranslation('merchant');
  const files: UploadFile[] = value.map((url, i) => ({ uid: url, name: `${i + 1}`, status: 'done', url, thumbUrl: url }));
  return (
    <div data-testid={testId}>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        fileList={files}
        maxCount={max}
        multiple={max > 1}
        beforeUpload={(file) => {
          if (!['image/jpeg', 'image/png'].includes(file.type)) {
            void message.error(t('upload.type'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > MAX_BYTES) {
            void message.error(t('upload.size'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadMerchantImage(file as File).then(
            (url) => {
              onChange?.([...value, url].slice(0, max));
              onSuccess?.(url);
            },
            (error: Error) => {
              void message.error(error.message || t('upload.failed'));
              onError?.(error);
            },
          );
        }}
        onRemove={(file) => {
          onChange?.(value.filter((url) => url !== file.url));
          return true;
        }}
        showUploadList={{ showPreviewIcon: false }}
      >
        {value.length < max ? (
          <button type="button" className="merchant-upload__button">
            <PlusOutlined />
            <div>{t('upload.add')}</div>
          </button>
        ) : null}
      </Upload>
    </div>
  );
}
