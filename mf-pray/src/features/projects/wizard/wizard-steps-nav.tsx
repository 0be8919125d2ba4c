import type { WizardStep } from '../../../config/paths';
import styles from '../components/pray.module.css';
import { WIZARD_STEPS } from '../rules/wizard-steps';

/** Where the member is in the four steps. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol className={styles.steps} aria-label="ขั้นตอนการสร้างคำขอพร">
      {WIZARD_STEPS.map((step, i) => (
        <li
          key={step.id}
          className={step.id === current ? styles.stepCurrent : styles.step}
          aria-current={step.id === current ? 'step' : undefined}
        >
          {i + 1}. {step.label}
        </li>
      ))}
    </ol>
  );
}
