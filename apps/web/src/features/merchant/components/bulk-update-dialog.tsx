import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, Upload, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';
import { sendBulkFile, type BulkResult } from '../api/use-merchant';
import { formatMoney } from '../../../lib/money';

/** Prices and stock from a CSV or XLSX file: a dry run shows every problem first; applying changes all rows or none. */
export function BulkUpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('merchant');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per file and mode: a retry of the same dry run or of applying the same file reuses it; another file or the apply after the dry run gets a new one.
  const requestKey = useRequestKey<{ name: string; size: number; lastModified: number; dryRun: boolean }>();

  const send = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const result = await sendBulkFile(chosen, dryRun, requestKey.forValues({ name: chosen.name, size: chosen.size, lastModified: chosen.lastModified, dryRun }));
      requestKey.done();
      setReport(result);
      if (result.applied) {
        void message.success(t('bulk.applied', { count: result.rows.length }));
        void queryClient.invalidateQueries({ queryKey: ['merchant'] });
        close();
      }
    } catch (e) {
      setReport(null);
      setError(e instanceof ApiError ? (e.fieldErrors[0]?.message ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setFile(null);
    setReport(null);
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      width={760}
      title={t('bulk.title')}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('ship.cancel')}
        </Button>,
        <Button key="apply" type="primary" disabled={!file || !report || report.problemCount > 0} loading={busy} onClick={() => file && void send(file, false)} data-testid="bulk-apply">
          {t('bulk.apply')}
        </Button>,
      ]}
    >
      <p className="merchant-muted">{t('bulk.hint')}</p>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            void send(chosen, true);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="bulk-file">
            {file ? file.name : t('bulk.choose')}
          </Button>
        </Upload>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {report ? (
          <>
            <Alert type={report.problemCount ? 'warning' : 'success'} showIcon title={report.problemCount ? t('bulk.problems', { count: report.problemCount }) : t('bulk.ready', { count: report.rows.length })} />
            <Table
              size="small"
              rowKey="row"
              pagination={{ pageSize: 8 }}
              dataSource={report.rows}
              columns={[
                { title: t('bulk.row'), dataIndex: 'row', key: 'row', width: 60 },
                { title: t('goods.itemCode'), dataIndex: 'itemCode', key: 'itemCode' },
                { title: t('goods.price'), key: 'price', render: (_, r) => (r.price === null ? '' : formatMoney(r.price, 'USD')) },
                { title: t('stock.available'), key: 'stock', render: (_, r) => r.stock ?? '' },
                { title: t('stock.warehouse'), key: 'warehouse', render: (_, r) => r.warehouse ?? '' },
                { title: t('bulk.problem'), key: 'problems', render: (_, r) => <span className="merchant-low">{r.problems.join('; ')}</span> },
              ]}
            />
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
