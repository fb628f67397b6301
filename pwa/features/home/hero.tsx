/**
 * The hero: a muted looping sea video behind the search box. The video is skipped when the
 * visitor prefers reduced motion or saves data, and hidden if autoplay fails (spec §2).
 */
import { Box, Container, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useNavigate } from 'react-router';
import { trackEvent } from '../../data/http/analytics.ts';
import { SearchBox } from '../../ui/search-box.tsx';

function videoAllowed(): boolean {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return !reducedMotion && !saveData;
}

const POSTER = '/media/hero-poster.jpg';

export function Hero() {
  // The poster is the home page's largest paint, and a CSS background is found only once the
  // styles apply: asked for in the head (React hoists it), it loads with the document.
  preload(POSTER, { as: 'image', fetchPriority: 'high' });
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [showVideo, setShowVideo] = useState(false);
  useEffect(() => setShowVideo(videoAllowed()), []);
  useEffect(() => {
    const video = videoRef.current;
    if (!showVideo || !video) return;
    video.play()?.catch(() => setShowVideo(false));
  }, [showVideo]);

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      bg="sea.800"
      bgImage={`url(${POSTER})`}
      bgSize="cover"
      bgPos="center"
      minH={{ base: '420px', md: '520px' }}
      display="flex"
      alignItems="center"
    >
      {showVideo && (
        <chakra.video
          ref={videoRef}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          muted
          loop
          playsInline
          autoPlay
          preload="metadata"
          poster={POSTER}
          aria-hidden
          onError={() => setShowVideo(false)}
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </chakra.video>
      )}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.500"
        gradientTo="blackAlpha.700"
      />
      <Container maxW="4xl" position="relative" py="16">
        <Stack gap="5" textAlign="center" align="center" color="white">
          <Heading
            as="h1"
            id="hero-heading"
            size={{ base: '3xl', md: '5xl' }}
            lineHeight="1.1"
            textShadow="0 2px 12px rgba(0,0,0,.35)"
          >
            Find a beach where your dog is welcome
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} maxW="2xl" textShadow="0 1px 8px rgba(0,0,0,.4)">
            Dog rules that say what they rest on, with tides, water quality and parking, for beaches across
            Devon and the South West — even with no signal.
          </Text>
          <Box w="full" maxW="2xl" bg="whiteAlpha.900" p="2" rounded="xl" shadow="lg">
            <SearchBox
              size="lg"
              action="/beaches"
              onSearch={(search) => {
                if (search) trackEvent({ name: 'search', category: 'beach_search', label: search });
                navigate(search ? `/beaches?search=${encodeURIComponent(search)}` : '/beaches');
              }}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
