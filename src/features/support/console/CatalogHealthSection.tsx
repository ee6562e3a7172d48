import { Muted, Section } from './consoleStyles';

/**
 * PLACEHOLDER until the catalogue feature lands on main: product count and validation
 * problems will come from src/features/catalog.
 */
export function CatalogHealthSection() {
  return (
    <Section aria-labelledby="kesehatan-katalog">
      <h2 id="kesehatan-katalog">Kesehatan katalog</h2>
      <Muted>Belum tersedia: fitur katalog belum tergabung.</Muted>
    </Section>
  );
}
