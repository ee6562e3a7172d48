import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { overlayClosed } from '../ui/uiSlice';

export interface SearchBoxProps {
  /**
   * Where suggestions go (the catalogue issue): called with the typed text and the input's id,
   * rendered right under the input. `go(query)` opens the results like Enter does.
   */
  renderSuggestions?: (state: { query: string; inputId: string; go: (query: string) => void }) => ReactNode;
}

/** The header's search box: Enter opens `/cari?q=…` and closes the search overlay. */
export function SearchBox({ renderSuggestions }: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const go = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    navigate(paths.search(trimmed));
    dispatch(overlayClosed());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(query);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Cari produk..."
        aria-label="Cari produk"
        enterKeyHint="search"
        autoComplete="off"
        data-autofocus
      />
      {renderSuggestions?.({ query, inputId, go })}
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  width: 100%;
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 10px 16px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;
