import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A short list the operator puts in order: move an entry up or down, or take it out. */
export function OrderedList<T>({ items, render, keyOf, onChange, testId }: { items: T[]; render: (item: T) => ReactNode; keyOf: (item: T) => string | number; onChange: (next: T[]) => void; testId?: string }) {
  const { t } = useTranslation('admin-content');
  const move = (at: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange(next);
  };
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyList')} />;
  return (
    <ol className="admin-content__ordered" data-testid={testId}>
      {items.map((item, i) => (
        <li key={keyOf(item)}>
          <span className="admin-content__ordered-text">{render(item)}</span>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUp')} disabled={i === 0} onClick={() => move(i, i - 1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDown')} disabled={i === items.length - 1} onClick={() => move(i, i + 1)} />
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('remove')} onClick={() => onChange(items.filter((_, j) => j !== i))} />
        </li>
      ))}
    </ol>
  );
}
