/** The contact page's side cards (spec §4): email, location, response time, common questions. */
import { chakra, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { InfoCard } from './info-card.tsx';

const CONTACT_EMAIL = 'hello@devondogbeaches.co.uk';

// Feather icon outlines (MIT).
const ICONS = {
  mail: 'M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2zM22 6l-10 7L2 6',
  pin: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01',
};

const QUESTIONS = [
  { to: '/blog/dog-beach-safety', label: 'How do I keep my dog safe at the beach?' },
  {
    to: '/blog/seasonal-dog-bans-on-devon-beaches-how-they-work',
    label: 'When do seasonal dog bans apply?',
  },
  { to: '/water-quality', label: 'Is the water clean enough for a swim?' },
  { to: '/all-beaches', label: 'Which beaches welcome dogs all year?' },
];

export function ContactAside() {
  return (
    <Stack as="aside" aria-label="Other ways to reach us" gap="4">
      <InfoCard title="Email us" icon={ICONS.mail}>
        <Text color="gray.700">Prefer your own mail app? Write to us directly.</Text>
        <Link href={`mailto:${CONTACT_EMAIL}`} color="sea.700" fontWeight="semibold" wordBreak="break-all">
          {CONTACT_EMAIL}
        </Link>
      </InfoCard>
      <InfoCard title="Location" icon={ICONS.pin}>
        <Text color="gray.700">Devon, England</Text>
      </InfoCard>
      <InfoCard title="Response time" icon={ICONS.clock}>
        <Text color="gray.700">24-48 hours, Monday to Friday.</Text>
        <Text color="gray.700">
          <Text as="span" fontWeight="semibold" color="gray.800">
            Typical:
          </Text>{' '}
          within 24 hours
        </Text>
      </InfoCard>
      <InfoCard title="Common questions" icon={ICONS.help}>
        <Text color="gray.700">You may find your answer here straight away:</Text>
        <Stack as="ul" gap="2" listStyle="none" m="0" p="0">
          {QUESTIONS.map((q) => (
            <chakra.li key={q.to}>
              <Link
                asChild
                color="sea.700"
                fontWeight="medium"
                textDecoration="underline"
                textUnderlineOffset="3px"
              >
                <RouterLink to={q.to}>{q.label}</RouterLink>
              </Link>
            </chakra.li>
          ))}
        </Stack>
      </InfoCard>
    </Stack>
  );
}
