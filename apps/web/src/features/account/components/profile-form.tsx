import { formatPhone, GENDERS, UpdateProfileBody, type Profile } from '@wm/contracts';
import { Button, Cascader, Form, Input, message, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useUpdateProfile } from '../api/use-profile';
import { useRegionTree } from '../api/use-regions';
import { deepestRegionId, regionPath, toRegionOptions } from '../regions';
import { EmailVerification } from './email-verification';
import { FileUpload } from './file-upload';

interface ProfileValues {
  avatar: string | null;
  realName: string;
  email: string;
  gender: 0 | 1 | 2;
  region: number[];
  intro: string;
}

const field = UpdateProfileBody.shape;

/** Name, contact, gender, region, intro and avatar; the mobile, buyer ID and registration time are shown, not edited. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ProfileValues>();
  const regions = useRegionTree();
  const options = useMemo(() => toRegionOptions(regions.data ?? []), [regions.data]);
  const saving = useUpdateProfile();

  // The region is shown as its path in the tree, which may arrive after the form.
  useEffect(() => {
    if (regions.data && !form.isFieldTouched('region')) form.setFieldValue('region', regionPath(regions.data, profile.regionId));
  }, [regions.data, profile.regionId, form]);

  const initialValues: ProfileValues = {
    avatar: profile.avatar?.key ?? null,
    realName: profile.realName,
    // The email waiting for verification is the one the user last saved.
    email: profile.pendingEmail ?? profile.email ?? '',
    gender: profile.gender,
    region: regionPath(regions.data ?? [], profile.regionId),
    intro: profile.intro,
  };

  const save = (values: ProfileValues) =>
    saving.mutate(
      {
        realName: values.realName,
        email: values.email,
        gender: values.gender,
        regionId: deepestRegionId(values.region) ?? null,
        intro: values.intro ?? '',
        avatar: values.avatar,
      },
      {
        onSuccess: () => void message.success(t('profile.saved')),
        onError: (error) => showServerFieldErrors(form, error),
      },
    );

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '160px' }}
      wrapperCol={{ flex: '1' }}
      className="settings-form settings-form--wide"
      initialValues={initialValues}
      onFinish={save}
    >
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <FileUpload kind="avatar" name="avatar" current={profile.avatar} hint={t('profile.avatarHint')} />
      </Form.Item>
      <Form.Item name="realName" label={t('profile.name')} rules={[zodRule(field.realName)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('profile.phone')}>
        <span className="settings-form__text" data-testid="profile-mobile">{formatPhone(profile.mobile)}</span>
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[zodRule(field.email)]} extra={profile.email && !profile.pendingEmail ? t('profile.emailSignIn') : undefined}>
        <Input type="email" maxLength={100} />
      </Form.Item>
      {profile.pendingEmail && (
        <Form.Item label=" " colon={false}>
          <EmailVerification pendingEmail={profile.pendingEmail} />
        </Form.Item>
      )}
      <Form.Item name="gender" label={t('profile.gender')}>
        <Radio.Group
          options={[
            { value: GENDERS.secret, label: t('profile.genders.secret') },
            { value: GENDERS.male, label: t('profile.genders.male') },
            { value: GENDERS.female, label: t('profile.genders.female') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('profile.registeredAt')}>
        <span className="settings-form__text">{dayjs(profile.registeredAt).format('YYYY-MM-DD HH:mm')}</span>
      </Form.Item>
      <Form.Item label={t('profile.buyerId')}>
        <span className="settings-form__text" data-testid="profile-buyer-id">{profile.buyerId}</span>
      </Form.Item>
      <Form.Item name="region" label={t('profile.region')}>
        <Cascader options={options} changeOnSelect showSearch loading={regions.isPending} placeholder={t('profile.regionPlaceholder')} />
      </Form.Item>
      <Form.Item name="intro" label={t('profile.intro')} rules={[zodRule(field.intro)]}>
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving.isPending}>
          {t('profile.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
