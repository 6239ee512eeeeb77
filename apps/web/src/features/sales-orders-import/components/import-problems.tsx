import type { SalesOrderImportProblem } from '@wm/contracts';
import { Switch, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Every problem of a file, by row: the row as the file numbers it, the column key, the message. */
export function ImportProblems({ problems, importedBefore }: { problems: SalesOrderImportProblem[]; importedBefore: number }) {
  const { t } = useTranslation('sales-orders-import');
  const [hideImported, setHideImported] = useState(false);
  const shown = useMemo(() => (hideImported ? problems.filter((p) => p.code !== 'alreadyImported') : problems), [problems, hideImported]);
  return (
    <div className="soi-problems">
      {importedBefore > 0 && (
        <label className="soi-problems__toggle">
          <Switch size="small" checked={hideImported} onChange={setHideImported} data-testid="hide-imported" /> {t('problems.hideImported', { count: importedBefore })}
        </label>
      )}
      <Table<SalesOrderImportProblem>
        data-testid="import-problems"
        size="small"
        rowKey={(p) => `${p.row}:${p.column}:${p.code}`}
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('problems.row'), dataIndex: 'row', width: 80, sorter: (a, b) => a.row - b.row },
          { title: t('problems.column'), dataIndex: 'column', width: 200, render: (column: string) => column || t('problems.wholeRow') },
          { title: t('problems.orderId'), dataIndex: 'orderId', width: 220, ellipsis: true },
          { title: t('problems.message'), dataIndex: 'message' },
        ]}
      />
    </div>
  );
}
