import { UserPlus } from 'lucide-react';
import { createAdminSchema, type CreateAdminInput } from '#contract/admins';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { createAdmin } from '../api/create-admin.ts';

const empty: CreateAdminInput = { fullName: '', email: '', role: 'admin' };

/** A new admin or super admin: they get an email with a link to set their own password. */
export function CreateAdminForm() {
  const form = useSchemaForm({
    initial: empty,
    schema: createAdminSchema,
    save: createAdmin,
    failure: messages.admins.createFailed,
    invalidates: [resourceKeys.admins],
    onSaved: ({ message }) => {
      notifySuccess(message);
      form.setValues(empty);
    },
  });

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto]"
    >
      <TextField label="Full name" autoComplete="off" {...form.bind('fullName')} />
      <TextField label="Email" type="email" autoComplete="off" {...form.bind('email')} />
      <SelectField label="Role" {...form.bind('role')}>
        <option value="admin">Admin</option>
        <option value="super_admin">Super Admin</option>
      </SelectField>
      {/* Level with the fields, below their labels (text-sm and a 1.5 gap), where a message under a field
          would have pushed it down. */}
      <div className="flex items-start sm:pt-6.5">
        <Button type="submit" pending={form.pending} className="w-full">
          <UserPlus className="size-4" aria-hidden="true" /> Create admin
        </Button>
      </div>
    </form>
  );
}
