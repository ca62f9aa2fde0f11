import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  signUp: {
    title: "Cree su cuenta",
    description: "Empiece a gestionar su club con Clubhouse.",
    haveAccount: "¿Ya tiene una cuenta?",
    signIn: "Iniciar sesión",
    firstName: "Nombre",
    lastName: "Apellidos",
    withClub: "Voy a crear un club",
    withClubHint: "Su club se creará la primera vez que inicie sesión.",
    clubName: "Nombre del club",
    clubEmail: "Correo electrónico del club",
    clubEmailHint: "Déjelo vacío para usar su propio correo electrónico.",
    submit: "Crear cuenta",
    clubNameMissing: "Indique un nombre para su club o desmarque «Voy a crear un club».",
    clubNameTooLong: (max: number) => `El nombre del club puede tener como máximo ${max} caracteres.`,
    sent: {
      title: "Revise su correo electrónico",
      text: (email: string) =>
        `Hemos enviado un enlace de confirmación a ${email}. Ábralo para confirmar su dirección y después inicie sesión.`,
      textWithClub: (email: string) =>
        `Hemos enviado un enlace de confirmación a ${email}. Ábralo para confirmar su dirección y después inicie sesión en este dispositivo para terminar de configurar su club.`,
      spam: "¿No ha recibido nada al cabo de unos minutos? Revise la carpeta de correo no deseado o regístrese de nuevo para recibir un enlace nuevo.",
      goToSignIn: "Ir a iniciar sesión",
    },
  },
  otp: {
    title: "Iniciar sesión con un código de un solo uso",
    description: "Le enviaremos un código por correo electrónico para iniciar sesión sin contraseña.",
    send: "Enviar código",
    sent: (email: string, digits: number, minutes: number) =>
      plural(minutes, {
        one: `Si existe una cuenta para ${email}, le hemos enviado un código de ${digits} dígitos. Es válido durante # minuto.`,
        other: `Si existe una cuenta para ${email}, le hemos enviado un código de ${digits} dígitos. Es válido durante # minutos.`,
      }),
    enterTitle: "Introduzca su código",
    enterDescription: (email: string) => `Introduzca el código que hemos enviado a ${email}.`,
    codeLabel: "Código de un solo uso",
    digit: (position: number, digits: number) => `Dígito ${position} de ${digits}`,
    incomplete: (digits: number) => `Introduzca los ${digits} dígitos del código.`,
    submit: "Iniciar sesión con el código",
    resend: "Enviar un código nuevo",
    otherEmail: "Usar otro correo electrónico",
    preferPassword: "¿Prefiere usar su contraseña?",
    withPassword: "Iniciar sesión con contraseña",
  },
  forgotPassword: {
    title: "Restablecer la contraseña",
    description:
      "Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.",
    remembered: "¿Ya la recuerda?",
    submit: "Enviar enlace",
    sent: "Si existe una cuenta para esa dirección, le hemos enviado un enlace para restablecer la contraseña.",
    otherAddress: "Usar otra dirección",
  },
  resetPassword: {
    title: "Elija una nueva contraseña",
    description:
      "Elija una nueva contraseña para su cuenta. Se cerrarán sus sesiones en los demás dispositivos.",
    invalidTitle: "Restablecer la contraseña",
    linkInvalid:
      "Este enlace para restablecer la contraseña no es válido o ha caducado. Los enlaces sirven una sola vez y durante una hora.",
    linkMissing: "Esta página necesita el enlace del correo electrónico para restablecer la contraseña.",
    requestNew: "Solicitar un enlace nuevo",
    newPassword: "Nueva contraseña",
    confirmPassword: "Confirmar la nueva contraseña",
    mismatch: "Las dos contraseñas no coinciden.",
    submit: "Restablecer contraseña",
  },
} satisfies typeof en;
