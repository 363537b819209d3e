/**
 * The frame of a printed document (docs/decisions.md "Printing"): a Print button and the choice of
 * the document's language on screen, the document itself at its paper's size, and the print
 * stylesheet: the paper's `@page` size, and everything but the document (the app's header, menu,
 * tabs, this frame's buttons) left off the paper. `?print=1` prints once the document is drawn.
 */
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../core/i18n';
import { useDocumentTexts, type DocumentTexts } from './useDocumentTexts';

/** The papers: the label printer's 100 × 150 mm, a 58 mm thermal roll, receipts, A4 for manifests. */
const PAPERS = {
  label: { size: '100mm 150mm', margin: '0', width: '100mm', height: '150mm', padding: '4mm' },
  thermal58: { size: '58mm 90mm', margin: '0', width: '58mm', height: '90mm', padding: '2mm' },
  // The counter's receipts (docs/decisions.md "Counter"): a roll as long as the receipt.
  receipt58: { size: '58mm 160mm', margin: '0', width: '58mm', height: 'auto', padding: '2mm' },
  receipt80: { size: '80mm 160mm', margin: '0', width: '80mm', height: 'auto', padding: '3mm' },
  a4: { size: 'A4', margin: '12mm', width: '186mm', height: 'auto', padding: '0' },
} as const;

export type Paper = keyof typeof PAPERS;

const DOCUMENT = 'data-print-document';

/**
 * Named pages, so that a document kept mounted in a hidden tab cannot give another its size. In
 * print, an element neither holding nor inside the document is left out, and those holding it
 * lose their boxes (`display: contents`), so the document flows on the paper from its corner; a
 * hidden tab's pane keeps its `display: none`.
 */
const PRINT_STYLES = `
${Object.entries(PAPERS)
  .map(([name, paper]) => `@page floor-${name} { size: ${paper.size}; margin: ${paper.margin}; }`)
  .join('\n')}
@media print {
  body *:not(:has([${DOCUMENT}])):not([${DOCUMENT}]):not([${DOCUMENT}] *) { display: none !important; }
  body *:has([${DOCUMENT}]):not([data-tab-pane]) { display: contents !important; }
  [${DOCUMENT}] { border: 0 !important; margin: 0 !important; }
}
`;

/** How a read the document waits for stands (react-admin's query result). */
export interface DocumentRead {
  isLoading: boolean;
  error?: unknown;
}

interface Props {
  paper: Paper;
  reads: readonly DocumentRead[];
  /** Whether the record to print was found (its reads done). */
  found: boolean;
  children(texts: DocumentTexts): ReactNode;
}

/** The API's message of a failed read (a text key for a bare status), or "nothing to print". */
function failureOf(reads: readonly DocumentRead[], translate: DocumentTexts['translate']) {
  const failed = reads.find((read) => read.error)?.error as
    { status?: number; message?: string } | undefined;
  if (!failed || failed.status === 404 || !failed.message) return translate('floorPrint.notFound');
  return translate(failed.message, { _: failed.message });
}

export const PrintDocument = ({ paper, reads, found, children }: Props) => {
  const texts = useDocumentTexts();
  const [params, setParams] = useSearchParams();
  const ready = texts !== undefined && found && reads.every((read) => !read.isLoading);

  const printed = useRef(false);
  const printAsked = params.get('print') === '1';
  useEffect(() => {
    if (!ready || !printAsked || printed.current) return;
    printed.current = true;
    // Once the fonts are in and the document painted, or the paper gets a fallback font.
    void document.fonts.ready.then(() => requestAnimationFrame(() => window.print()));
  }, [ready, printAsked]);

  if (texts === undefined || reads.some((read) => read.isLoading)) return <LinearProgress />;
  const { translate } = texts;
  if (!found) return <Alert severity="error">{failureOf(reads, translate)}</Alert>;

  const chooseLanguage = (language: unknown) => {
    if (!isLanguage(language)) return;
    const next = new URLSearchParams(params);
    next.set('lang', language);
    next.delete('print');
    setParams(next, { replace: true });
  };
  const sheet = PAPERS[paper];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, alignItems: 'flex-start' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          autoFocus
        >
          {translate('floorPrint.print')}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={texts.language}
          onChange={(_, language: unknown) => chooseLanguage(language)}
          aria-label={translate('floorPrint.language')}
        >
          {LANGUAGES.map((language) => (
            <ToggleButton key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        {...{ [DOCUMENT]: paper }}
        lang={texts.tag}
        sx={{
          page: `floor-${paper}`,
          boxSizing: 'border-box',
          width: sheet.width,
          maxWidth: '100%',
          height: sheet.height,
          p: sheet.padding,
          overflow: paper === 'a4' ? 'visible' : 'hidden',
          bgcolor: '#fff',
          color: '#000',
          border: '1px solid',
          borderColor: 'divider',
          fontFamily: 'Arial, "Noto Sans", "Noto Sans CJK SC", sans-serif',
        }}
      >
        {children(texts)}
      </Box>
    </Stack>
  );
};
