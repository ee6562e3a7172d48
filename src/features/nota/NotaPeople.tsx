import styled from 'styled-components';
import type { OrderPeople } from '../checkout/order/orderRecord';
import { NotaMark } from './NotaMark';
import { regionLevelName, type RegionFinding } from './notaRegions';
import { addressLines } from './notaText';

/**
 * The recipient, any dropship sender and the note: text only, however it was typed, and said to
 * be the buyer's own words. The region names are their codes' (NotaView), with a mark where the
 * link named them otherwise.
 */
export function NotaPeople({ people, regions }: { people: OrderPeople; regions?: readonly RegionFinding[] }) {
  return (
    <People>
      <Words>Nama, nomor, alamat, dan catatan di bawah ini ditulis pembeli, tidak diperiksa toko.</Words>
      <div>
        <h2>Penerima</h2>
        <p>
          <strong>{people.name}</strong>
          <br />
          {people.phone}
        </p>
        <Address>
          {addressLines(people.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Address>
        {regions?.map(({ level, written, today }) => (
          <NotaMark key={level}>
            {today === null ? `kode ${regionLevelName[level]} di tautan tidak dikenal` : `tautan menulis ${regionLevelName[level]} “${written}”, kodenya ${today}`}
          </NotaMark>
        ))}
      </div>
      {people.sender && (
        <div>
          <h2>Pengirim (dropship)</h2>
          <p>
            <strong>{people.sender.name}</strong>
            <br />
            {people.sender.phone}
          </p>
        </div>
      )}
      {people.note.trim() && (
        <div>
          <h2>Catatan</h2>
          <Note>{people.note}</Note>
        </div>
      )}
    </People>
  );
}

const People = styled.div`
  display: grid;
  gap: 8px 24px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));

  h2 {
    margin: 8px 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
`;

const Words = styled.p`
  grid-column: 1 / -1;
  margin: 8px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Address = styled.p`
  display: grid;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  white-space: pre-wrap;
`;
