import type { SnackbarAction } from 'notistack';
import styled from 'styled-components';

/** The update toast's button: switches to the new version (the page reloads once it is in charge). */
export function updateToastAction(onUpdate: () => void): SnackbarAction {
  return () => (
    <UpdateButtonStyled type="button" onClick={onUpdate}>
      Perbarui
    </UpdateButtonStyled>
  );
}

const UpdateButtonStyled = styled.button`
  background: none;
  border: 0;
  color: inherit;
  font: inherit;
  font-weight: 700;
  padding: 8px;
  cursor: pointer;
`;
