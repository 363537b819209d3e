/**
 * A barcode drawn as SVG by bwip-js (only its Code 128 and QR encoders are bundled): vector, so it
 * prints sharp at the printer's resolution whatever the screen's. Drawn once per text.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { code128, drawingSVG, qrcode } from 'bwip-js/browser';
import { useMemo } from 'react';

const SYMBOLOGIES = {
  // Quiet zones on both sides: a scanner needs them, and the label's edge is not one.
  code128: (text: string) =>
    code128({ bcid: 'code128', text, height: 12, paddingwidth: 10 }, drawingSVG()),
  qrcode: (text: string) => qrcode({ bcid: 'qrcode', text, padding: 4 }, drawingSVG()),
};

export type Symbology = keyof typeof SYMBOLOGIES;

/** The SVG of `text`, or undefined when the symbology cannot encode it. */
function svgOf(symbology: Symbology, text: string): string | undefined {
  try {
    return SYMBOLOGIES[symbology](text);
  } catch {
    // BWIPP refuses what it cannot encode; the number is printed as text beside it anyway.
    return undefined;
  }
}

const SVG_BOX = { bgcolor: '#fff', '& svg': { display: 'block', width: '100%', height: '100%' } };

interface Props {
  symbology: Symbology;
  text: string;
  /** Its size on paper; a Code 128 stretches to the box, a QR code keeps its square. */
  sx: SxProps<Theme>;
}

export const Barcode = ({ symbology, text, sx }: Props) => {
  const svg = useMemo(() => svgOf(symbology, text), [symbology, text]);
  if (svg === undefined) return null;
  const stretch = symbology === 'code128' ? '<svg preserveAspectRatio="none" ' : '<svg ';
  return (
    <Box
      data-barcode={symbology}
      sx={[SVG_BOX, ...(Array.isArray(sx) ? sx : [sx])]}
      // bwip-js's own output (paths of the bars), from a number the API validated.
      dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', stretch) }}
    />
  );
};
