import type { DeskOrder } from './documents';
import type { MoneyFormat } from './money';
import styles from './orders.module.css';

type Texts = (key: string, values?: Record<string, string | number>) => string;

type Address = DeskOrder['billingAddress'];

function AddressBlock({ address }: { address: Address }) {
  const lines = [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.addressLine1,
    address.addressLine2,
    [address.zip, address.city].filter(Boolean).join(' '),
    address.country,
    address.mobile,
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's lines with prices and VAT, then its totals: VAT per rate, what balances paid, what is left. */
export function OrderLines({ order, t, money }: { order: DeskOrder; t: Texts; money: MoneyFormat }) {
  const m = (amount: number) => money(amount, order.currency);
  const totals: [string, number][] = [
    [t('totals.items'), order.itemValueIncVat],
    ...(order.discountIncVat > 0 ? [[t('totals.discount'), -order.discountIncVat] as [string, number]] : []),
    [t('totals.shipping', { name: order.shippingName }), order.shippingFeeIncVat],
    [t('totals.exVat'), order.orderValueExVat],
    ...order.vats.map((vat): [string, number] => [t('totals.vat', { rate: vat.ratePercent }), vat.amount]),
    [t('totals.incVat'), order.orderValueIncVat],
    ...(order.fromGiftCard > 0 ? [[t('totals.giftCard'), -order.fromGiftCard] as [string, number]] : []),
    ...(order.fromAccountBalance > 0
      ? [[t('totals.balance'), -order.fromAccountBalance] as [string, number]]
      : []),
    [t('totals.toPay'), order.totalIncVat],
    ...(order.creditedIncVat > 0 ? [[t('totals.credited'), -order.creditedIncVat] as [string, number]] : []),
  ];
  return (
    <section className={styles.panel} aria-labelledby="lines-title">
      <h2 id="lines-title">{t('lines.title')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className={styles.scroll} tabIndex={0} aria-labelledby="lines-title">
        <table className={styles.linesTable}>
          <thead>
            <tr>
              <th scope="col">{t('lines.article')}</th>
              <th scope="col">{t('lines.name')}</th>
              <th scope="col" className={styles.numeric}>
                {t('lines.quantity')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('lines.unitPrice')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('lines.vat')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('lines.exVat')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('lines.incVat')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.position}>
                <td>{line.articleNumber}</td>
                <th scope="row">
                  {line.name}
                  {line.skuName ? ` (${line.skuName})` : ''}
                  <span className={styles.muted}>{line.brand}</span>
                  {line.message ? <span className={styles.quote}>{line.message}</span> : null}
                  {line.backorderedQuantity > 0 ? (
                    <span className={styles.muted}>
                      {t('lines.backordered', { count: line.backorderedQuantity })}
                    </span>
                  ) : null}
                  {line.creditedQuantity > 0 ? (
                    <span className={styles.muted}>
                      {t('lines.credited', { count: line.creditedQuantity })}
                    </span>
                  ) : null}
                </th>
                <td className={styles.numeric}>{line.quantity}</td>
                <td className={styles.numeric}>{m(line.unitPriceIncVat)}</td>
                <td className={styles.numeric}>{line.vatRatePercent} %</td>
                <td className={styles.numeric}>{m(line.totalExVat)}</td>
                <td className={styles.numeric}>{m(line.totalIncVat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className={styles.totals}>
        {totals.map(([label, amount], i) => (
          <div key={label} className={i === totals.length - 1 ? styles.strong : undefined}>
            <dt>{label}</dt>
            <dd>{m(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Who bought, where it goes and how, and how it is paid. */
export function OrderParties({
  order,
  t,
  when,
  customerHref,
}: {
  order: DeskOrder;
  t: Texts;
  when: (iso: string) => string;
  customerHref: string | null;
}) {
  const none = t('none');
  return (
    <div className={styles.grid}>
      <section className={styles.panel} aria-labelledby="customer-title">
        <h2 id="customer-title">{t('customer.title')}</h2>
        <AddressBlock address={order.billingAddress} />
        <Facts
          rows={[
            [t('customer.email'), order.email],
            [t('customer.type'), t(`customerTypes.${order.customerType}`)],
            [t('customer.identityNumber'), order.identityNumber || none],
            [t('customer.language'), order.languageCode],
            [
              t('customer.account'),
              customerHref ? (
                <a key="account" href={customerHref}>
                  {t('customer.openAccount')}
                </a>
              ) : (
                t('customer.guest')
              ),
            ],
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="delivery-title">
        <h2 id="delivery-title">{t('delivery.title')}</h2>
        <AddressBlock address={order.shippingAddress} />
        <Facts
          rows={[
            [t('delivery.method'), order.shippingName],
            ...(order.pickupPoint
              ? [
                  [
                    t('delivery.pickupPoint'),
                    <AddressBlock key="pickup" address={order.pickupPoint as Address} />,
                  ] as [string, React.ReactNode],
                ]
              : []),
            [t('delivery.desiredDate'), order.desiredDeliveryDate ?? none],
            [t('delivery.carrier'), order.carrier ?? none],
            [
              t('delivery.trackingNumber'),
              order.trackingNumber ? (
                order.trackingLink ? (
                  <a key="tracking" href={order.trackingLink} rel="noreferrer" target="_blank">
                    {order.trackingNumber}
                  </a>
                ) : (
                  order.trackingNumber
                )
              ) : (
                none
              ),
            ],
            [t('delivery.shippedAt'), order.shippedAt ? when(order.shippedAt) : none],
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="payment-title">
        <h2 id="payment-title">{t('payment.title')}</h2>
        <Facts
          rows={[
            [t('payment.method'), t(`payments.${order.paymentType}`)],
            [t('payment.invoiceNumber'), String(order.invoiceNumber)],
            [t('payment.ocr'), order.ocr ?? none],
            [t('payment.dueOn'), order.dueOn ?? none],
            [t('payment.paidAt'), order.paidAt ? when(order.paidAt) : t('payment.notPaid')],
            [t('payment.reference'), order.customerOrderNumber ?? none],
          ]}
        />
        <h3>{t('note.title')}</h3>
        <p className={order.message ? styles.quote : styles.muted}>{order.message ?? t('note.none')}</p>
      </section>
    </div>
  );
}
