import { newPasswordFields } from '@/components/settings/password-fields';
import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec } from '@/app/_lib/form-types';
import { Card, CardHeader } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/field';
import { changePasswordAction } from './password-actions';

const fields: FieldSpec[] = [
  {
    name: 'current_password',
    label: 'Current password',
    kind: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  ...newPasswordFields,
];

/** Change password (email + password accounts only): every other device is signed out. */
export function PasswordCard({ changed = false }: { changed?: boolean }) {
  return (
    <Card aria-labelledby="password-title">
      <CardHeader
        id="password-title"
        title="Password"
        description="Changing it signs you out everywhere else."
      />
      {changed ? (
        <div className="mb-4">
          <FormMessage tone="success">Password changed: every other device is signed out.</FormMessage>
        </div>
      ) : null}
      <RecordForm action={changePasswordAction} fields={fields} submitLabel="Change password" columns={1} />
    </Card>
  );
}
