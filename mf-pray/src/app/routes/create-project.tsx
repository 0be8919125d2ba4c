import { useNavigate } from 'react-router';
import { createPrayDraft } from '../../api/pray';
import { paths } from '../../config/paths';
import { BasicsForm } from '../../features/projects/wizard/basics-form';
import { WizardSteps } from '../../features/projects/wizard/wizard-steps-nav';
import styles from '../../features/projects/components/pray.module.css';

/** /members/pray/create — the wizard's first step; saving makes the draft and moves on to its story. */
export function CreateProjectPage() {
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>เริ่มคำขอพรของฉัน</h1>
      <WizardSteps current="basics" />
      <BasicsForm
        onSave={async (body) => {
          const draft = await createPrayDraft(body);
          navigate(paths.edit.getHref(draft.id, 'story'));
        }}
      />
    </section>
  );
}
