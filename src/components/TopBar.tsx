import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { owner } from '../content/owner';
import { selectDarkMode } from '../features/theme/themeSlice';
import { themeToggleClicked } from '../features/themeDialog/themeDialogThunks';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled.a`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const ToggleButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export function TopBar() {
  const dispatch = useAppDispatch();
  const darkMode = useAppSelector(selectDarkMode);
  return (
    <Bar>
      <Logo href="#top" aria-label={`${owner.name}, back to top`}>
        {owner.logoText}
      </Logo>
      <ToggleButton
        type="button"
        aria-label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
        onClick={() => void dispatch(themeToggleClicked())}
      >
        {darkMode ? '☀' : '☾'}
      </ToggleButton>
    </Bar>
  );
}
