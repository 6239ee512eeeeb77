import type { SellerWarehouse } from '@wm/contracts';
import { Button, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The store's warehouses with the units each holds; the default is marked. */
export function WarehousesTable({ warehouses, loading, onEdit }: { warehouses: SellerWarehouse[]; loading: boolean; onEdit: (warehouse: SellerWarehouse) => void }) {
  const { t, i18n } = useTranslation('merchant');
  const regions = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return (
    <Table<SellerWarehouse>
      rowKey="warehouseId"
      dataSource={warehouses}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('empty') }}
      columns={[
        { title: t('warehouses.code'), key: 'code', render: (_, w) => (w.isDefault ? <>{w.code} <Tag color="blue">{t('warehouses.defaultTag')}</Tag></> : w.code) },
        { title: t('warehouses.name'), dataIndex: 'name', key: 'name' },
        { title: t('warehouses.type'), key: 'type', render: (_, w) => t(`warehouse.${w.type}`) },
        { title: t('warehouses.country'), key: 'country', render: (_, w) => regions.of(w.country) ?? w.country },
        { title: t('warehouses.address'), dataIndex: 'address', key: 'address' },
        { title: t('warehouses.units'), key: 'units', render: (_, w) => <span data-testid="warehouse-units">{w.units}</span> },
        {
          title: t('goods.columns.actions'),
          key: 'actions',
          render: (_, w) => (
            <Button size="small" onClick={() => onEdit(w)} data-testid="warehouse-edit">
              {t('warehouses.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
