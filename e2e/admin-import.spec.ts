import { expect, test } from '@playwright/test';
import { addMember, adminPage, adminText, signIn } from './admin';
import { expectNoAxeViolations } from './axe';

/** An EAN-13 beside the one given: its twelfth digit moved on, the check digit made right again. */
function otherEan(ean: string): string {
  const digits = ean.slice(0, 11) + String((Number(ean[11] ?? 0) + 1) % 10);
  const sum = [...digits].reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

for (const javaScriptEnabled of [true, false]) {
  test(`a catalog editor exports the products, imports one changed EAN back: the dry run, the run and its result (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const t = adminText('sv', 'import');
    const page = await adminPage(browser, 'sv', { javaScriptEnabled });
    await signIn(page, 'sv', addMember('catalog'));
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t('nav') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    // axe runs as a script in the page: once, with JavaScript on, for the page and for its report.
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // The last two SKUs of the export, one for each run of the test: no other test reads their EAN.
    const exported = await page.request.get('/sv/import/export/products.csv');
    expect(exported.headers()['content-type']).toContain('text/csv');
    const [head = '', ...rows] = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = head.split(';');
    const row = javaScriptEnabled ? -1 : -2;
    const cells = (rows.at(row) as string).split(';');
    const article = cells[columns.indexOf('article_number')] as string;
    const ean = cells[columns.indexOf('ean')] as string;
    cells[columns.indexOf('ean')] = otherEan(ean);
    await page.getByLabel(t('upload.file')).setInputFiles({
      name: 'ean.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${head}\r\n${cells.join(';')}\r\n`),
    });
    await page.getByRole('button', { name: t('upload.check') }).click();

    const changed = page.getByRole('table', { name: t('report.table.changedCaption', { count: 1 }) });
    await expect(changed.getByRole('row', { name: new RegExp(article) })).toContainText(
      `ean: ${ean} → ${otherEan(ean)}`,
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('run.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(t('run.done', { created: 0, changed: 1 }));
    if (javaScriptEnabled) {
      // The bar followed the import's lines to the end; without JavaScript the page shows the result alone.
      const progress = page.getByRole('progressbar', { name: t('run.progress') });
      await expect(progress).toHaveAttribute('value', '1');
      await expect(progress).toHaveAttribute('max', '1');
    }

    const after = (await (await page.request.get('/sv/import/export/products.csv')).text())
      .trimEnd()
      .split('\r\n');
    expect(after.at(row)?.split(';')[columns.indexOf('ean')]).toBe(otherEan(ean));
    await page.context().close();
  });
}
