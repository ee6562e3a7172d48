import { expect, test } from '@playwright/test';

test('/admin is guarded; a wrong passcode says so; the right one returns to /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();

  await page.getByLabel('Kode akses').fill('bukan-ini');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kode akses salah.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();

  await page.getByLabel('Kode akses').fill('langkah-staf');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Konsol dukungan', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).not.toBeNull();

  // Signed in survives a reload: the guard lets the console open directly.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Konsol dukungan', level: 1 })).toBeVisible();
});

test("/user -> 'Keluar' signs out, and /user and /admin are guarded again", async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Kode akses').fill('langkah-staf');
  await page.getByLabel('Kode akses').press('Enter');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Akun', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  for (const guarded of ['/user', '/ADMIN/']) {
    await page.goto(guarded);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('repeated wrong passcodes make the form wait, even across a reload', async ({ page }) => {
  await page.goto('/login');
  for (const guess of ['satu', 'dua', 'tiga']) {
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled({ timeout: 5000 });
    await page.getByLabel('Kode akses').fill(guess);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('Kode akses salah.');
  }
  await expect(page.getByRole('alert')).toContainText(/Coba lagi dalam [12] detik/);
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeDisabled();
  await expect(page.getByRole('alert')).toContainText('Coba lagi dalam');
});
