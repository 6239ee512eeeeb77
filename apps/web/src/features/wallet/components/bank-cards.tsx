import { say } from '../../../lib/messages';
import { BankOutlined, CheckCircleFilled, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type BankCard } from '@wm/contracts';
import { Button, message, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankCards, useDeleteBankCard } from '../api/use-bank-cards';
import { AddCardDialog } from './add-card-dialog';

interface BankCardsProps {
  /** The card the withdrawal goes to (set by Form.Item). */
  value?: number;
  onChange?: (cardId: number | undefined) => void;
}

/** The own bank cards, one chosen for the withdrawal; adding and deleting them. */
export function BankCards({ value, onChange }: BankCardsProps) {
  const { t } = useTranslation('wallet');
  const [modal, modalHolder] = Modal.useModal();
  const cards = useBankCards();
  const removing = useDeleteBankCard();
  const [adding, setAdding] = useState(false);

  const remove = (card: BankCard) =>
    void modal.confirm({
      title: t('cards.deleteTitle'),
      content: t('cards.deleteText', { bank: card.bankName, number: card.accountNumber }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        removing.mutateAsync(card.cardId).then(
          () => {
            void message.success(say('card.deleted'));
            if (value === card.cardId) onChange?.(undefined);
          },
          () => undefined,
        ),
    });

  return (
    <div className="bank-cards">
      {modalHolder}
      {!cards.isPending && !cards.data?.length && <p className="bank-cards__empty">{t('cards.empty')}</p>}
      {cards.isPending ? (
        <Spin />
      ) : (
        <ul className="bank-cards__list" role="radiogroup" aria-label={t('cards.title')}>
          {(cards.data ?? []).map((card) => {
            const chosen = card.cardId === value;
            return (
              <li key={card.cardId} className={chosen ? 'bank-card bank-card--chosen' : 'bank-card'} data-testid="bank-card">
                <button type="button" role="radio" aria-checked={chosen} className="bank-card__choose" onClick={() => onChange?.(card.cardId)}>
                  <BankOutlined className="bank-card__icon" />
                  <span className="bank-card__bank">{card.bankName}</span>
                  <span className="bank-card__number">{card.accountNumber}</span>
                  <span className="bank-card__holder">{card.cardholder}</span>
                  {chosen && <CheckCircleFilled className="bank-card__check" />}
                </button>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} className="bank-card__delete" onClick={() => remove(card)} aria-label={t('cards.delete', { number: card.accountNumber })} />
              </li>
            );
          })}
          <li className="bank-card bank-card--add">
            <button type="button" className="bank-card__choose" onClick={() => setAdding(true)}>
              <PlusOutlined className="bank-card__icon" />
              <span className="bank-card__bank">{t('cards.add')}</span>
            </button>
          </li>
        </ul>
      )}
      {adding && <AddCardDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
