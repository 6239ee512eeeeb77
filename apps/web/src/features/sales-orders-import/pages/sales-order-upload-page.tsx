import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { SALES_ORDER_IMPORT_MAX_BYTES, SALES_ORDER_IMPORT_MAX_ROWS, type ImportFormat, type SalesOrderImportResult } from '@wm/contracts';
import { Alert, Button, Progress, Result, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadReport, downloadTemplate, useSalesOrderImport } from '../api/sales-order-import';
import { ImportProblems } from '../components/import-problems';
import { ImportSummary } from '../components/import-summary';
import '../sales-orders-import.css';

const LIST = '/salesOrderManage/SalesOrderList';
const MAX_MB = SALES_ORDER_IMPORT_MAX_BYTES / 1024 / 1024;

type Stage = { kind: 'idle' } | { kind: 'sending'; dryRun: boolean } | { kind: 'checked'; result: SalesOrderImportResult } | { kind: 'imported'; result: SalesOrderImportResult };

/**
 * Bulk import of sales orders: the template, then a dry run that reports every problem of the
 * file at once, then the import of the good orders; bad rows are fixed in the file and the file
 * uploaded again (the orders it already made are skipped as imported before).
 */
export default function SalesOrderUploadPage() {
  const { t } = useTranslation('sales-orders-import');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<ImportFormat | 'report' | null>(null);
  const send = useSalesOrderImport();

  const run = (chosen: File, dryRun: boolean) => {
    setError(null);
    setSent(0);
    setStage({ kind: 'sending', dryRun });
    send.mutate(
      { file: chosen, dryRun, onProgress: setSent },
      {
        onSuccess: (result) => setStage({ kind: dryRun ? 'checked' : 'imported', result }),
        onError: (e) => {
          setError(e.message);
          setStage({ kind: 'idle' });
        },
      },
    );
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    run(chosen, true);
    return false; // the page sends the file itself
  };
  const fetching = async (what: ImportFormat | 'report', work: () => Promise<void>) => {
    setDownloading(what);
    try {
      await work();
    } finally {
      setDownloading(null);
    }
  };

  const reportButton = file && stage.kind === 'checked' && stage.result.problems.length > 0 && (
    <Button icon={<DownloadOutlined />} loading={downloading === 'report'} onClick={() => void fetching('report', () => downloadReport(file))} data-testid="download-report">
      {t('report.download')}
    </Button>
  );

  return (
    <section className="page-container page-section soi-page">
      <h1 className="page-title">{t('title')}</h1>

      <div className="soi-card">
        <h2 className="soi-card__title">{t('template.title')}</h2>
        <div className="soi-row">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button key={format} icon={<FileExcelOutlined />} loading={downloading === format} onClick={() => void fetching(format, () => downloadTemplate(format))} data-testid={`template-${format}`}>
              {t(`template.${format}`)}
            </Button>
          ))}
        </div>
        <ul className="soi-rules">
          <li>{t('template.rows')}</li>
          <li>{t('template.required')}</li>
          <li>{t('template.grouping')}</li>
          <li>{t('template.limits', { rows: SALES_ORDER_IMPORT_MAX_ROWS.toLocaleString(), size: MAX_MB })}</li>
        </ul>
      </div>

      <div className="soi-card">
        <h2 className="soi-card__title">{t('upload.title')}</h2>
        <div data-testid="import-file">
          <Upload.Dragger accept=".xlsx,.csv" multiple={false} showUploadList={false} beforeUpload={choose} disabled={stage.kind === 'sending'}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('upload.drop')}</p>
            <p className="ant-upload-hint">{t('upload.hint')}</p>
          </Upload.Dragger>
        </div>
        {file && (
          <div className="soi-file muted" data-testid="import-file-name">
            {t('upload.file', { name: file.name })}
          </div>
        )}
        {stage.kind === 'sending' && (
          <div className="soi-file" data-testid="import-progress">
            <Progress percent={Math.round(sent * 100)} status="active" />
            <span className="muted">{sent < 1 ? t(stage.dryRun ? 'upload.sending' : 'upload.importing') : t(stage.dryRun ? 'upload.checking' : 'upload.creating')}</span>
          </div>
        )}
        {error && <Alert className="soi-file" type="error" showIcon title={error} data-testid="import-error" />}
      </div>

      {stage.kind === 'checked' && file && (
        <div className="soi-card" data-testid="import-report">
          <h2 className="soi-card__title">{t('report.title')}</h2>
          <ImportSummary result={stage.result} />
          {stage.result.problems.length === 0 ? (
            <Alert type="success" showIcon title={t('report.allGood', { count: stage.result.goodOrders })} />
          ) : (
            <Alert
              type={stage.result.goodOrders > 0 ? 'warning' : 'error'}
              showIcon
              title={stage.result.goodOrders > 0 ? t('report.someBad', { count: stage.result.badRows }) : t('report.nothingGood')}
              description={stage.result.importedBefore > 0 ? t('report.importedBefore', { count: stage.result.importedBefore }) : undefined}
            />
          )}
          <div className="soi-actions">
            {stage.result.goodOrders > 0 && (
              <Button type="primary" onClick={() => run(file, false)} data-testid="import-good">
                {t('report.import', { count: stage.result.goodOrders })}
              </Button>
            )}
            {reportButton}
          </div>
          {stage.result.problems.length > 0 && <ImportProblems problems={stage.result.problems} importedBefore={stage.result.importedBefore} />}
        </div>
      )}

      {stage.kind === 'imported' && (
        <div className="soi-card" data-testid="import-done">
          <Result
            status={stage.result.created.length > 0 ? 'success' : 'warning'}
            title={t('done.title', { count: stage.result.created.length })}
            subTitle={stage.result.created.length > 0 ? t('done.onHold') : undefined}
            extra={[
              <Link key="list" to={LIST} data-testid="go-to-list">
                <Button type="primary">{t('done.list')}</Button>
              </Link>,
            ]}
          >
            {stage.result.created.length > 0 && (
              <ul className="soi-created" data-testid="created-orders">
                {stage.result.created.map((orderNo) => (
                  <li key={orderNo}>
                    <Link to={`/salesOrderManage/salesOrderDetails?orderNo=${encodeURIComponent(orderNo)}`}>{orderNo}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Result>
          {stage.result.problems.length > 0 && (
            <>
              {/* No report file here: checked again now, the file would also list the orders just made as imported before. */}
              <Alert className="soi-actions" type="warning" showIcon title={t('done.fixAndUpload', { count: stage.result.badRows })} />
              <ImportProblems problems={stage.result.problems} importedBefore={stage.result.importedBefore} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
