import styled from 'styled-components';
import { owner } from '../content/owner';
import { ThemeToggle } from './theme/ThemeToggle';

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

export function TopBar() {
  return (
    <Bar>
      <Logo href="#top" aria-label={`${owner.name}, back to top`}>
        {owner.logoText}
      </Logo>
      <ThemeToggle />
    </Bar>
  );
}
