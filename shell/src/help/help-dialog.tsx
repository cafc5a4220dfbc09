import { useEffect, useId, useRef } from 'react';
import { Box, Button, CloseButton, Dialog, Field, HStack, Heading, Input, Link, List, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS, type AssistantAnswer, type AssistantSource } from '@rides/contracts/assistant';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/languages';
import { company, whatsappLink } from '@rides/domain/company';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { useAssistantChat, type ChatTurn } from './use-assistant-chat';

interface Props {
  open: boolean;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** A link in the dialog was followed: the dialog closes and the page it opened shows. */
  onNavigate: () => void;
}

/** A question is sent once something is typed (the assistant takes up to ASSISTANT_LIMITS.questionChars, the field's limit). */
const questionForm = z.object({ question: z.string().refine((q) => q.trim() !== '') });

const hrefOf = (s: AssistantSource) => `${s.page}${s.anchor ? `#${s.anchor}` : ''}`;

function Answer({ answer, onNavigate }: { answer: AssistantAnswer; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text whiteSpace="pre-line">{answer.answer}</Text>
      {answer.sources.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="semibold">
            {t('assistant.sources')}
          </Text>
          <List.Root ps={5} fontSize="sm">
            {answer.sources.map((s) => (
              <List.Item key={hrefOf(s)}>
                <Link asChild colorPalette="brand" variant="underline">
                  <RouterLink to={hrefOf(s)} onClick={onNavigate}>
                    {s.title}
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {/* Who answered: a local answer is labelled as such (issue [G] 3). */}
      <Text fontSize="xs" color="fg.muted">
        {t(`assistant.provider.${answer.provider}`)}
      </Text>
    </Stack>
  );
}

function Turn({ turn, onNavigate }: { turn: ChatTurn; onNavigate: () => void }) {
  const { t } = useTranslation();
  const mine = turn.role === 'visitor';
  return (
    <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="90%" bg={mine ? 'brand.50' : 'bg.muted'} borderRadius="lg" px={3} py={2}>
      <VisuallyHidden>{mine ? t('assistant.you') : t('assistant.title')}: </VisuallyHidden>
      {turn.role === 'visitor' && <Text whiteSpace="pre-line">{turn.text}</Text>}
      {turn.role === 'assistant' && <Answer answer={turn.answer} onNavigate={onNavigate} />}
      {turn.role === 'failure' && <Text>{t(turn.reason === 'rate-limited' ? 'assistant.rateLimited' : 'assistant.unavailable')}</Text>}
    </Box>
  );
}

/** Always on screen, whatever the assistant says: the contact page, e-mail and WhatsApp (SPEC 1, 2). */
function PersonOptions({ onNavigate, highlighted }: { onNavigate: () => void; highlighted: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor={highlighted ? 'brand.500' : 'border'} borderRadius="md" p={3}>
      <Heading as="h3" size="sm" id={titleId}>
        {t('assistant.person.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={2}>
        {t('assistant.person.promise')}
      </Text>
      <HStack as="ul" listStyleType="none" m={0} p={0} gap={4} wrap="wrap">
        <li>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/contact" onClick={onNavigate}>
              {t('assistant.person.contact')}
            </RouterLink>
          </Link>
        </li>
        <li>
          <Link href={`mailto:${company().supportEmail}`} colorPalette="brand" variant="underline">
            {t('assistant.person.email', { email: company().supportEmail })}
          </Link>
        </li>
        <li>
          <Link href={whatsappLink()} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
            {t('assistant.person.whatsapp')}
            <VisuallyHidden> {t('assistant.newTab')}</VisuallyHidden>
          </Link>
        </li>
      </HStack>
    </Box>
  );
}

/**
 * The help dialog (SPEC 1 and 2: an assistant, and direct contact by e-mail or WhatsApp). Its own
 * chunk, loaded when someone first asks for help (help-button.tsx). The conversation is a log whose
 * new lines screen readers announce; focus starts and stays in the question field; Escape closes and
 * focus goes back to where it was. The ways to reach a person never leave the screen, and are
 * outlined when the last answer was not a sure one.
 */
export default function HelpDialog({ open, onClose, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = (LANGUAGES as readonly string[]).includes(current) ? (current as Language) : DEFAULT_LANGUAGE;
  const { turns, pending, ask } = useAssistantChat(language);
  const form = useContractForm(questionForm, { question: '' });
  const question = form.bind('question');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  // The newest line in view (the log scrolls inside the dialog).
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [turns.length, pending]);

  const last = turns[turns.length - 1];
  const unsure = (last?.role === 'assistant' && !last.answer.confident) || last?.role === 'failure';

  function send(values: z.output<typeof questionForm>) {
    if (pending) return;
    void ask(values.question);
    form.reset({ question: '' });
    input.current?.focus();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} initialFocusEl={() => input.current} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('assistant.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {t('assistant.disclaimer')}
                </Dialog.Description>
                <Stack ref={log} role="log" aria-live="polite" aria-label={t('assistant.log')} gap={3} maxH={{ base: 'none', md: '22rem' }} overflowY="auto" tabIndex={0}>
                  <Box alignSelf="flex-start" maxW="90%" bg="bg.muted" borderRadius="lg" px={3} py={2}>
                    <Text>{t('assistant.welcome')}</Text>
                  </Box>
                  {turns.map((turn) => (
                    <Turn key={turn.id} turn={turn} onNavigate={onNavigate} />
                  ))}
                  {pending && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('assistant.thinking')}
                    </Text>
                  )}
                </Stack>
                <form ref={form.ref} onSubmit={form.submit(send)} noValidate>
                  <Field.Root>
                    <Field.Label>{t('assistant.question')}</Field.Label>
                    <HStack w="full" align="stretch">
                      <Input
                        ref={input}
                        value={question.value}
                        onChange={(e) => question.onChange(e.target.value)}
                        maxLength={ASSISTANT_LIMITS.questionChars}
                        placeholder={t('assistant.placeholder')}
                        autoComplete="off"
                      />
                      <Button type="submit" colorPalette="brand" disabled={pending || !question.value.trim()}>
                        {t('assistant.send')}
                      </Button>
                    </HStack>
                  </Field.Root>
                </form>
                <PersonOptions onNavigate={onNavigate} highlighted={unsure} />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('assistant.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
