import { chromium } from '@playwright/test';
const [,, url, name, width = '1280', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, isMobile: Number(width) < 500, hasTouch: Number(width) < 500 });
await ctx.addInitScript(() => localStorage.setItem('piscines-soleil:consent', JSON.stringify({ choice: 'denied', decidedAt: '2026-01-01T00:00:00.000Z', version: 1 })));
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
for (const step of actions.split(';').filter(Boolean)) {
  const at = step.indexOf('='); const kind = step.slice(0, at); const arg = step.slice(at + 1);
  if (kind === 'click') await page.locator(arg).first().click();
  if (kind === 'type') await page.keyboard.type(arg, { delay: 80 });
  if (kind === 'press') await page.keyboard.press(arg);
  if (kind === 'wait') await page.waitForTimeout(Number(arg));
  if (kind === 'scroll') await page.mouse.wheel(0, Number(arg));
}
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/s44/${name}.png`, fullPage: name.endsWith("-full") });
console.log(name, await page.title());
await browser.close();
