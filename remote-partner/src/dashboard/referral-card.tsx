import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Flex, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { Partner } from '@rides/contracts/partners';
import { formatRate } from '@rides/i18n/format';
import { downloadBase64, downloadText } from '@rides/ui/download';
import { notify } from '@rides/ui/toaster';
import { qrPngBase64, qrSvg } from './qr-code';

/** `/p/{slug}` on this site: what the partner prints, shares and puts on their website. */
export const referralUrl = (slug: string, origin = window.location.origin) => `${origin}/p/${slug}`;

/**
 * The partner's referral link with a copy button and its QR code (SVG and PNG downloads), their rate,
 * and booking for a guest (a signed-in partner's bookings carry their attribution on the server).
 */
export function ReferralCard({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation('partner');
  const url = referralUrl(partner.slug);
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    qrSvg(url).then(
      (s) => live && setSvg(s),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: t('referral.copied') });
    } catch {
      notify({ type: 'error', title: t('referral.copyFailed') });
    }
  };
  const fileName = `referral-${partner.slug}`;

  return (
    <Card.Root as="section" aria-labelledby="referral-heading">
      <Card.Body>
        <Flex gap={6} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
          <Stack gap={4} flex="1" minW={0}>
            <Heading as="h2" size="lg" id="referral-heading">
              {t('referral.heading')}
            </Heading>
            <Text color="fg.muted">{t('referral.explain', { rate: formatRate(partner.commissionBp, i18n.language) })}</Text>
            <Stack gap={2}>
              <Text asChild fontWeight="semibold">
                <label htmlFor="referral-link">{t('referral.link')}</label>
              </Text>
              <HStack>
                <Input id="referral-link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} fontFamily="mono" />
                <Button colorPalette="brand" onClick={copy}>
                  {t('referral.copy')}
                </Button>
              </HStack>
            </Stack>
            <HStack gap={3} wrap="wrap">
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/">{t('referral.bookForGuest')}</RouterLink>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {t('referral.bookForGuestHint')}
              </Text>
            </HStack>
          </Stack>
          <Stack gap={2} align="center" flexShrink={0}>
            <Box w="176px" h="176px" borderWidth="1px" borderRadius="md" bg="white" p={1}>
              {svg && <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('referral.qrAlt', { url })} w="100%" h="100%" />}
            </Box>
            <HStack gap={2}>
              <Button size="sm" variant="outline" disabled={!svg} onClick={() => svg && downloadText(svg, `${fileName}.svg`, 'image/svg+xml')}>
                {t('referral.downloadSvg')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => qrPngBase64(url).then((png) => downloadBase64(png, `${fileName}.png`, 'image/png'), () => notify({ type: 'error', title: t('referral.qrFailed') }))}>
                {t('referral.downloadPng')}
              </Button>
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
