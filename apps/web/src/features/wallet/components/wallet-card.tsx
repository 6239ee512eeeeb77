import type { ReactNode } from 'react';

/** A titled card of the wallet pages; its title names it for screen readers. */
export function WalletCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="wallet-card" aria-label={title}>
      <h2 className="wallet-card__title">{title}</h2>
      {children}
    </section>
  );
}
