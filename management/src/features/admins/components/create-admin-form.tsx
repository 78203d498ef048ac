import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { createAdminSchema, type CreateAdminInput } from '#contract/admins';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { createAdmin } from '../api/create-admin.ts';

const empty: CreateAdminInput = { fullName: '', email: '', role: 'admin' };

/** A new admin or super admin: they get an email with a link to set their own password. */
export function CreateAdminForm() {
  const [values, setValues] = useState<CreateAdminInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({ mutationFn: createAdmin, meta: { invalidates: [resourceKeys.admins] } });

  const set = (field: keyof CreateAdminInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAdminSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      const { message } = await create.mutateAsync(parsed.data);
      notifySuccess(message);
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, messages.admins.createFailed);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto]"
    >
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="off"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => set('fullName')(event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <SelectField
        label="Role"
        name="role"
        value={values.role}
        error={errors.role}
        onChange={(event) => set('role')(event.target.value)}
      >
        <option value="admin">Admin</option>
        <option value="super_admin">Super Admin</option>
      </SelectField>
      <div className="flex items-end">
        <Button type="submit" pending={create.isPending} className="w-full">
          <UserPlus className="size-4" aria-hidden="true" /> Create admin
        </Button>
      </div>
    </form>
  );
}
