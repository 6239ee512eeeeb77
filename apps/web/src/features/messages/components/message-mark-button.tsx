import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The star that marks or unmarks a message. */
export function MessageMarkButton({ marked, loading, onToggle }: { marked: boolean; loading?: boolean; onToggle: () => void }) {
  const { t } = useTranslation('messages');
  const label = marked ? t('unmark') : t('mark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={marked}
        loading={loading}
        className={marked ? 'message-star message-star--on' : 'message-star'}
        icon={marked ? <StarFilled /> : <StarOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      />
    </Tooltip>
  );
}
