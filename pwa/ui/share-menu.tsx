/**
 * Share a page (spec §2): Facebook, X, WhatsApp, email, copy link, and the device's own share
 * sheet where the browser has one. A dialog rather than a menu: the theme has no menu recipe,
 * and a dialog gives the read-only link field a place for people who must copy by hand.
 *
 * Share is a link to the page's own share panel (issue #32 item 1): before the app has started, a
 * tap goes to `#share-this-page` and the page's styles show that panel (`:target`), the networks'
 * links and email with the page's address; once the app has started, it opens the dialog instead.
 */
import { Box, Button, chakra, Dialog, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { DialogFrame } from './dialog-frame.tsx';
import { notify } from './toaster.tsx';
import { useBrowserFeature } from './use-browser-feature.ts';

/** Spec §9: the copy confirmation resets after 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

export interface ShareTarget {
  url: string;
  title: string;
  /** A short line sent with the link. */
  text?: string;
}

/** The share links of each network, built from the page's URL and text. */
export function shareLinks({ url, title, text = title }: ShareTarget) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  };
}

const ICONS = {
  share:
    'M18 8a3 3 0 1 0-2.83-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  facebook:
    'M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.62 23.1 24 18.1 24 12.07',
  x: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93ZM17.61 20.64h2.04L6.49 3.24H4.3Z',
  whatsapp: 'M12 2a10 10 0 0 0-8.66 15l-1.3 4.8 4.92-1.29A10 10 0 1 0 12 2Z',
  email: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm18 2-10 6L2 7',
  link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  check: 'M20 6 9 17l-5-5',
} as const;

const FILLED = new Set<keyof typeof ICONS>(['facebook', 'x']);

function Icon({ name, color }: { name: keyof typeof ICONS; color?: string }) {
  const filled = FILLED.has(name);
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="4.5"
      flexShrink={0}
      aria-hidden
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      color={color}
    >
      <path d={ICONS[name]} />
    </chakra.svg>
  );
}

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', color: '#1877F2' },
  { key: 'x', label: 'X', color: 'black' },
  { key: 'whatsapp', label: 'WhatsApp', color: '#128C4B' },
  { key: 'email', label: 'Email', color: 'sea.700' },
] as const;

const hasWebShare = () => typeof navigator.share === 'function';

/** A page has one share menu: its panel's id, the address Share links to. */
const PANEL_ID = 'share-this-page';

function NetworkLinks({ links }: { links: ReturnType<typeof shareLinks> }) {
  return (
    <SimpleGrid columns={2} gap="2">
      {NETWORKS.map(({ key, label, color }) => (
        <Button key={key} asChild variant="outline" justifyContent="start" bg="white">
          <a
            href={links[key]}
            target={key === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={key === 'email' ? 'Share by email' : `Share on ${label}`}
          >
            <Icon name={key} color={color} /> {label}
          </a>
        </Button>
      ))}
    </SimpleGrid>
  );
}

/** The links the dialog holds, shown in the page when Share is tapped before the app has started. */
function SharePanel({ links, url }: { links: ReturnType<typeof shareLinks>; url: string }) {
  return (
    <Box
      id={PANEL_ID}
      display="none"
      flexBasis="full"
      // Below the page's sticky header when the address jumps to it.
      scrollMarginTop="24"
      bg="sea.50"
      rounded="lg"
      p="3"
      css={{ '&:target': { display: 'block' } }}
    >
      <Stack gap="2">
        <NetworkLinks links={links} />
        <Text fontSize="sm" color="gray.700" wordBreak="break-all">
          Link to this page: {url}
        </Text>
      </Stack>
    </Box>
  );
}

export function ShareMenu({ url, title, text }: ShareTarget) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fieldId = useId();
  const links = shareLinks({ url, title, text });
  const canShare = useBrowserFeature(hasWebShare);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify('URL copied!', 'The link is on your clipboard.');
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      notify('Copy failed', 'Please copy the link manually', 'destructive');
    }
  };

  const deviceShare = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The person closed the share sheet, or the browser refused: nothing to report.
    }
  };

  return (
    <>
      <Button asChild variant="outline" bg="white" colorPalette="sea">
        <a
          ref={trigger}
          href={`#${PANEL_ID}`}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Icon name="share" /> Share
        </a>
      </Button>
      <SharePanel links={links} url={url} />
      <DialogFrame
        placement="center"
        size={{ mdDown: 'full', md: 'sm' }}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        finalFocusEl={() => trigger.current}
        title={<>Share {title}</>}
        // The footer's Close says it: no × as well.
        closeButton={false}
        footer={
          <Dialog.ActionTrigger asChild>
            <Button variant="ghost">Close</Button>
          </Dialog.ActionTrigger>
        }
      >
        <Stack gap="4">
          <NetworkLinks links={links} />
          <Stack gap="1.5">
            <chakra.label htmlFor={fieldId} fontSize="sm" fontWeight="medium">
              Link to this page
            </chakra.label>
            <Stack direction="row" gap="2">
              <Input id={fieldId} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
              <Button onClick={copy} colorPalette="sea" minW="28" aria-live="polite">
                <Icon name={copied ? 'check' : 'link'} /> {copied ? 'Copied' : 'Copy link'}
              </Button>
            </Stack>
          </Stack>
          {canShare && (
            <Button variant="subtle" colorPalette="sea" onClick={deviceShare}>
              <Icon name="share" /> More sharing options
            </Button>
          )}
        </Stack>
      </DialogFrame>
    </>
  );
}
