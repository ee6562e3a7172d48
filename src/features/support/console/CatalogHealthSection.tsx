import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../lib/hooks';
import { selectCatalogError, selectCatalogStatus, selectManifest } from '../../catalog/catalogSlice';
import { manifestUrl } from '../../catalog/catalogUrl';
import { checkPublishedCatalog, type PublishedCatalog } from '../publishedCatalog';
import { Button, ErrorText, Muted, Section, Table, Toolbar } from './consoleStyles';
import { ScrollRegion } from './ScrollRegion';

type Check = { state: 'checking' } | { state: 'done'; health: PublishedCatalog } | { state: 'failed'; error: string };

const statusLabels = { idle: 'Belum dimuat', loading: 'Sedang dimuat', ready: 'Dimuat', failed: 'Gagal dimuat' } as const;

async function fetchAndCheck(url: string): Promise<Check> {
  try {
    return { state: 'done', health: await checkPublishedCatalog(url) };
  } catch (error) {
    return { state: 'failed', error: (error as Error).message };
  }
}

/**
 * The catalogue as the host serves it now (its manifest, fresh, and the files a first visit reads:
 * publishedCatalog.ts), next to what this page loaded. A few small files at any catalogue size.
 */
export function CatalogHealthSection() {
  const status = useAppSelector(selectCatalogStatus);
  const manifest = useAppSelector(selectManifest);
  const loadError = useAppSelector(selectCatalogError);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const url = manifestUrl();

  const run = useCallback(async () => {
    setCheck({ state: 'checking' });
    setCheck(await fetchAndCheck(url));
  }, [url]);
  useEffect(() => {
    let current = true;
    void fetchAndCheck(url).then((result) => current && setCheck(result));
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Section aria-labelledby="kesehatan-katalog">
      <h2 id="kesehatan-katalog">Kesehatan katalog</h2>
      <Muted>
        Berkas: <code>{url}</code>
      </Muted>
      <ScrollRegion label="Ringkasan katalog">
        <Table>
          <caption>Ringkasan katalog</caption>
          <tbody>
            <tr>
              <th scope="row">Katalog di halaman ini</th>
              <td>
                {statusLabels[status]}
                {manifest && `: versi ${manifest.version}, ${manifest.productCount} produk`}
                {loadError && ` (${loadError})`}
              </td>
            </tr>
            {check.state === 'done' && (
              <>
                <tr>
                  <th scope="row">Katalog di host</th>
                  <td>
                    versi {check.health.version}, {check.health.products} produk, {check.health.categories} kategori
                    {manifest && manifest.version !== check.health.version && ' (halaman ini memakai versi lain: muat ulang untuk memakai yang di host)'}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Berkas terbaca</th>
                  <td>
                    {check.health.files.read} dari {check.health.files.total}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Masalah validasi</th>
                  <td>{check.health.problems.length}</td>
                </tr>
              </>
            )}
          </tbody>
        </Table>
      </ScrollRegion>
      <div aria-live="polite">
        {check.state === 'checking' && <Muted>Memeriksa berkas katalog…</Muted>}
        {check.state === 'failed' && <ErrorText>Berkas katalog tidak bisa diperiksa: {check.error}</ErrorText>}
        {check.state === 'done' &&
          (check.health.problems.length === 0 ? (
            <Muted>Tidak ada masalah validasi.</Muted>
          ) : (
            <Problems aria-label="Masalah validasi">
              {check.health.problems.map((problem, index) => (
                <li key={index}>
                  <strong>{problem.where}</strong>: {problem.message}
                </li>
              ))}
            </Problems>
          ))}
      </div>
      <Toolbar>
        {/* aria-disabled, not disabled: a disabled button drops its focus to the page mid-check. */}
        <Button type="button" onClick={() => check.state !== 'checking' && void run()} aria-disabled={check.state === 'checking'}>
          Periksa ulang
        </Button>
      </Toolbar>
    </Section>
  );
}

const Problems = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.sale};

  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;
