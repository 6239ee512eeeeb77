import { say } from '../../../lib/messages';
import { FilePdfOutlined, LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { type FileRef, type UploadKind } from '@wm/contracts';
import { Button, Form, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { uploadAccountFile } from '../api/upload-file';
import { acceptFor, uploadProblem } from '../upload-rules';

interface Shown {
  url: string;
  thumbnailUrl: string | null;
  name: string;
}

interface FileUploadProps {
  kind: UploadKind;
  /** The form field that holds the file key: refusals are shown under it. */
  name: string;
  /** Set by Form.Item: the key of the uploaded file. */
  value?: string | null;
  onChange?: (key: string) => void;
  /** The file the form started with. */
  current?: FileRef | null;
  /** Hint under the button: accepted types and size. */
  hint?: string;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');

/**
 * A file field of a form: checks the file as the server would (type, size) before sending
 * it, uploads it, and puts the answered key in the form. The server's refusal, if any,
 * shows under the field.
 */
export function FileUpload({ kind, name, value, onChange, current, hint }: FileUploadProps) {
  const { t } = useTranslation('account');
  const form = Form.useFormInstance();
  const [uploading, setUploading] = useState(false);
  const [shown, setShown] = useState<Shown | null>(current ? { url: current.url, thumbnailUrl: current.thumbnailUrl, name: fileName(current.key) } : null);

  const showError = (message: string) => form.setFields([{ name, errors: [message] }]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadAccountFile(kind, file);
      setShown({ url: uploaded.url, thumbnailUrl: uploaded.thumbnailUrl, name: uploaded.name });
      onChange?.(uploaded.key);
      form.setFields([{ name, errors: [] }]);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : t('upload.failed');
      showError(message);
    } finally {
      setUploading(false);
    }
  };

  const beforeUpload = (file: File) => {
    const problem = uploadProblem(kind, file);
    if (problem) showError(say(problem.key, problem.params));
    else void upload(file);
    // The upload is ours (above): antd only hands the file over.
    return Upload.LIST_IGNORE;
  };

  const preview = !value || !shown ? null : shown.thumbnailUrl ? (
    <a href={shown.url} target="_blank" rel="noreferrer" className={`file-upload__image file-upload__image--${kind}`}>
      <img src={kind === 'avatar' ? shown.url : shown.thumbnailUrl} alt={t('upload.preview')} />
    </a>
  ) : (
    <a href={shown.url} target="_blank" rel="noreferrer" className="file-upload__document">
      <FilePdfOutlined /> {shown.name || t('upload.document')}
    </a>
  );

  return (
    <div className="file-upload" data-testid={`upload-${kind}`}>
      {preview ?? (kind === 'avatar' ? <span className="file-upload__image file-upload__image--avatar file-upload__empty"><UserOutlined /></span> : null)}
      <div className="file-upload__action">
        <Upload accept={acceptFor(kind)} showUploadList={false} beforeUpload={beforeUpload} disabled={uploading}>
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
            {t(value ? 'upload.replace' : 'upload.choose')}
          </Button>
        </Upload>
        {hint && <div className="file-upload__hint">{hint}</div>}
      </div>
    </div>
  );
}
