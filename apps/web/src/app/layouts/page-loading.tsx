import { Spin } from 'antd';

/** Shown while the first page's code and guard resolve. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}
