import { chromium } from 'playwright-core';
const [origin, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ extraHTTPHeaders: { 'x-schoolfront-local-client': '10.9.8.' + Math.floor(Math.random()*200) } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(origin + path);
await page.getByTestId('lesson-video').waitFor();
await page.getByTestId('video-frame').focus().catch((e) => console.log('focus frame', e.message.slice(0, 100)));
await page.getByTestId('lesson-video').focus();
await page.keyboard.press('Space');
for (let i = 0; i < 6; i++) { await page.waitForTimeout(1000); console.log(await page.evaluate(() => { const v = document.querySelector('video'); return { t: v.currentTime, paused: v.paused, rs: v.readyState, active: document.activeElement?.tagName }; })); }
await browser.close();
