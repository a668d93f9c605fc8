import { chromium } from 'playwright-core';
const [origin, path, courseId, reload] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ extraHTTPHeaders: { 'x-schoolfront-local-client': '10.9.9.' + Math.floor(Math.random()*200) } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/learner/') || u.pathname.includes('worker')) console.log('resp', r.status(), u.pathname.slice(0, 60)); });
await page.goto(origin + '/learn');
const email = `probe${Date.now()}@example.com`;
if (courseId !== '0') console.log(await page.evaluate(async ({ email, courseId }) => {
  const j = { 'content-type': 'application/json' };
  const a = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: j, body: JSON.stringify({ name: 'Probe Person', email, phone: '8' + String(Date.now()).slice(-9), password: 'Secret123pw' }) });
  const s = await a.json();
  localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken: s.authToken, studentId: s.studentId, studentName: 'Probe Person', userEmail: email }));
  const b = await fetch('/learner/dev/enrolments', { method: 'POST', headers: j, body: JSON.stringify({ email, course_id: Number(courseId) }) });
  return [a.status, b.status];
}, { email, courseId }));
await page.goto(origin + path);
await page.waitForTimeout(5000);
if (reload) { await page.evaluate(() => document.querySelector('[data-testid=pdf-next]')?.click()); await page.waitForTimeout(1500); await page.evaluate(() => document.querySelector('[data-testid=pdf-next]')?.click()); await page.waitForTimeout(1500); console.log('RELOAD'); await page.reload(); await page.waitForTimeout(5000); }
console.log(await page.evaluate(() => document.querySelector('[data-testid=lesson-player]')?.innerText.slice(0, 400) ?? document.body.innerText.slice(0, 300)));
await page.screenshot({ path: '/tmp/probe.png' });
await browser.close();
