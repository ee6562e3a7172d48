import { useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusFieldAtLimit } from '../../../lib/focusFieldAtLimit';
import type { ParsedLog } from '../parseLogFile';
import type { Replay } from '../replay';
import { ActionList } from './ActionList';
import { ApplyStateButton } from './ApplyStateButton';
import { Button, Muted, Toolbar } from './consoleStyles';
import { StateTables } from './StateTables';
import { touchTarget } from '../../../styles/touchTarget';

interface ReplayViewerProps {
  fileName: string;
  replay: Replay & { log: ParsedLog };
  onClose: () => void;
}

/** Steps through an imported log: step 0 is the state before the first action. */
export function ReplayViewer({ fileName, replay, onClose }: ReplayViewerProps) {
  const sliderId = useId();
  const { actions, droppedActions } = replay.log;
  const [step, setStep] = useState(actions.length);
  const state = step === 0 ? replay.initial : replay.states[step - 1]!;
  const action = actions[step - 1];
  const stepLabel = step === 0 ? 'awal log' : `setelah aksi #${step}`;
  const slider = useRef<HTMLInputElement>(null);
  const goTo = (next: number, event: MouseEvent) => {
    focusFieldAtLimit(event, next === 0 || next === actions.length, slider.current);
    setStep(next);
  };

  return (
    <Viewer aria-label={`Log ${fileName}`}>
      <h3>{fileName}</h3>
      <Muted>
        {actions.length} aksi{droppedActions > 0 ? `; ${droppedActions} aksi lama sudah dibuang sebelum log ini` : ''}.
      </Muted>
      <Slider>
        <label htmlFor={sliderId}>Langkah</label>
        <input
          ref={slider}
          id={sliderId}
          type="range"
          min={0}
          max={actions.length}
          value={step}
          aria-valuetext={action ? `${step} dari ${actions.length}: ${action.type}` : `0: awal log`}
          onChange={(event) => setStep(Number(event.target.value))}
        />
        <output htmlFor={sliderId}>
          {step} / {actions.length}
        </output>
      </Slider>
      <Toolbar>
        <Button type="button" onClick={(event) => goTo(Math.max(0, step - 1), event)} disabled={step === 0}>
          Sebelumnya
        </Button>
        <Button type="button" onClick={(event) => goTo(Math.min(actions.length, step + 1), event)} disabled={step === actions.length}>
          Berikutnya
        </Button>
      </Toolbar>
      <Muted aria-live="polite">
        Keadaan {stepLabel}
        {action ? `: ${action.type}` : ''}.
      </Muted>
      <StateTables state={state} label={stepLabel} />
      <Toolbar>
        <ApplyStateButton state={state} stepLabel={stepLabel} />
        <Button type="button" onClick={onClose}>
          Tutup log
        </Button>
      </Toolbar>
      <h3>Aksi dalam log</h3>
      <ActionList items={actions.map((logged, index) => ({ entry: { action: logged }, number: index + 1 }))} label="Aksi dalam log" />
    </Viewer>
  );
}

const Viewer = styled.section`
  margin-top: 16px;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Slider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;

  input {
    flex: 1;
    min-height: ${touchTarget};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    min-width: 5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
