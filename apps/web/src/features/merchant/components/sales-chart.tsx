import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney, formatMoneyShort } from '../../../lib/money';

export interface ChartPoint {
  date: string;
  sales: number;
  orders: number;
}

/**
 * Sales (bars' worth of dollars, left axis) and orders (right axis) per day. uPlot: a maintained
 * canvas chart of about 50 KB, loaded with the dashboard only (this module is imported lazily).
 */
export default function SalesChart({ points, labels }: { points: ChartPoint[]; labels: { date: string; sales: string; orders: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = points.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: 260,
        scales: { x: { time: true }, orders: { auto: true } },
        series: [
          { label: labels.date, value: (_u, _v, _series, i) => (i == null ? '--' : (points[i]?.date ?? '--')) },
          { label: labels.sales, stroke: '#1677ff', fill: 'rgba(22,119,255,0.12)', width: 2, value: (_u, v) => (v == null ? '--' : formatMoney(v, 'USD')) },
          { label: labels.orders, stroke: '#fa8c16', width: 2, scale: 'orders' },
        ],
        axes: [{}, { size: 64, values: (_u, ticks) => ticks.map((v) => formatMoneyShort(v, 'USD')) }, { side: 1, scale: 'orders', grid: { show: false } }],
      },
      [xs, points.map((p) => p.sales), points.map((p) => p.orders)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(320, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, labels.date, labels.sales, labels.orders]);
  return <div ref={box} className="merchant-chart" data-testid="sales-chart" />;
}
