import type { ProductColor } from './catalogTypes';
import { ColorButton, colorColumnWidth, OptionGroup, Options, Swatch } from './ChoiceButton';

interface ColorPickerProps {
  options: ProductColor[];
  value: string;
  onChange: (color: string) => void;
}

/** Color buttons named by color, in a group named 'Warna'. */
export function ColorPicker({ options, value, onChange }: ColorPickerProps) {
  return (
    <OptionGroup>
      <legend>Warna</legend>
      <Options $columnWidth={colorColumnWidth}>
        {options.map((option) => (
          <ColorButton key={option.color} type="button" aria-pressed={option.color === value} onClick={() => onChange(option.color)}>
            {/* A colour without a known swatch is its name alone: an empty circle read as an unticked box. */}
            {option.hex && <Swatch $color={option.hex} aria-hidden="true" />}
            {option.color}
          </ColorButton>
        ))}
      </Options>
    </OptionGroup>
  );
}
