import { Box, Button, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { AccountControl } from '../../ui/account-control.tsx';
import { OutboxBadge } from '../../ui/outbox/outbox-badge.tsx';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/all-beaches', label: 'All Beaches' },
  { to: '/my-beaches', label: 'My Beaches' },
  { to: '/water-quality', label: 'Water Quality' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

export const TAGLINE = 'Dog-friendly beaches across Devon and the South West';

function NavItem({ to, label, onClick }: { to: string; label: string; onClick?: () => void }) {
  return (
    <Link asChild fontWeight="medium" color="sea.800" px="2" py="1" rounded="md" _hover={{ bg: 'sea.50' }}>
      <NavLink
        to={to}
        end={to === '/'}
        onClick={onClick}
        style={({ isActive }) =>
          isActive ? { textDecoration: 'underline', textUnderlineOffset: '6px' } : undefined
        }
      >
        {label}
      </NavLink>
    </Link>
  );
}

export function SiteHeader({ subtitle = TAGLINE }: { subtitle?: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the route changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="sand.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl" py="3">
        {/* Tighter on a phone, so the title keeps to two lines beside a badge, Sign In and Menu. */}
        <Flex align="center" justify="space-between" gap={{ base: '2', sm: '4' }}>
          <RouterLink to="/" aria-label="Devon Dog Beaches, home">
            <HStack gap={{ base: '2', sm: '3' }}>
              <img src="/icons/icon.svg" alt="" width={40} height={40} />
              <Box>
                <Text fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} color="sea.800" lineHeight="1.2">
                  Devon Dog Beaches
                </Text>
                <Text fontSize="xs" color="gray.600" display={{ base: 'none', sm: 'block' }}>
                  {subtitle}
                </Text>
              </Box>
            </HStack>
          </RouterLink>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
            {NAV_LINKS.map((l) => (
              <NavItem key={l.to} {...l} />
            ))}
          </HStack>
          <HStack gap={{ base: '1.5', sm: '2' }}>
            <OutboxBadge />
            <AccountControl />
            <Button
              display={{ base: 'inline-flex', md: 'none' }}
              variant="outline"
              size="sm"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? 'Close' : 'Menu'}
            </Button>
          </HStack>
        </Flex>
        {menuOpen && (
          <Stack as="nav" id={menuId} aria-label="Main" gap="1" pt="3" display={{ md: 'none' }}>
            {NAV_LINKS.map((l) => (
              <NavItem key={l.to} {...l} onClick={() => setMenuOpen(false)} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
