import { PlusOutlined } from '@ant-design/icons';
import { formatPhone, type Address } from '@wm/contracts';
import { Button, Card, Empty, message, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../api/use-addresses';
import { AddressDialog } from './address-dialog';

/** The lines of an address as a label prints them. */
const addressLines = (address: Address) => [address.address, [address.cityName, address.stateName, address.zipCode].filter(Boolean).join(', '), address.countryName];

/** Shipping addresses, the default first: add, edit, delete and choose the default. */
export function AddressList({ customerId }: { customerId: string }) {
  const { t } = useTranslation('account');
  const [modal, modalHolder] = Modal.useModal();
  const addresses = useAddresses();
  const removing = useDeleteAddress();
  const settingDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);

  const remove = (address: Address) =>
    void modal.confirm({
      title: t('address.deleteTitle'),
      content: t('address.deleteText', { receiver: address.receiver }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => removing.mutateAsync(address.addressId).then(() => void message.success(t('address.deleted')), () => undefined),
    });

  const makeDefault = (address: Address) =>
    settingDefault.mutate({ customerId, addressId: address.addressId }, { onSuccess: () => void message.success(t('address.defaultSet')) });

  return (
    <section>
      {modalHolder}
      <div className="section-toolbar">
        <span className="section-toolbar__hint">{t('address.hint')}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ address: null })}>
          {t('address.add')}
        </Button>
      </div>
      {addresses.isPending ? (
        <Spin />
      ) : !addresses.data?.length ? (
        <Empty description={t('address.empty')} />
      ) : (
        <ul className="address-grid">
          {addresses.data.map((address) => (
            <li key={address.addressId} data-testid="address-card">
              <Card
                size="small"
                className={address.isDefault ? 'address-card address-card--default' : 'address-card'}
                title={
                  <span className="address-card__title">
                    {address.receiver}
                    {address.isDefault && <Tag color="blue">{t('address.default')}</Tag>}
                  </span>
                }
                actions={[
                  <Button key="edit" type="link" size="small" onClick={() => setEditing({ address })}>
                    {t('common.edit')}
                  </Button>,
                  ...(address.isDefault
                    ? []
                    : [
                        <Button key="default" type="link" size="small" loading={settingDefault.isPending && settingDefault.variables?.addressId === address.addressId} onClick={() => makeDefault(address)}>
                          {t('address.makeDefault')}
                        </Button>,
                      ]),
                  <Button key="delete" type="link" size="small" danger onClick={() => remove(address)}>
                    {t('common.delete')}
                  </Button>,
                ]}
              >
                <p className="address-card__line">{formatPhone(address.mobile)}{address.email ? ` · ${address.email}` : ''}</p>
                {addressLines(address).map((line) => (
                  <p key={line} className="address-card__line">{line}</p>
                ))}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && <AddressDialog open address={editing.address} onClose={() => setEditing(null)} />}
    </section>
  );
}
