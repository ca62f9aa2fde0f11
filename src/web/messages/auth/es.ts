import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  language: {
    label: "Idioma",
  },
  fields: {
    email: "Correo electrónico",
    password: "Contraseña",
    passwordHint: (min: number) => `Al menos ${min} caracteres.`,
    backToSignIn: "Volver a iniciar sesión",
  },
  errors: {
    invalidCredentials: "Correo electrónico o contraseña incorrectos.",
    emailNotVerified:
      "Su dirección de correo electrónico aún no está confirmada. Le hemos enviado un nuevo enlace de confirmación; ábralo y después inicie sesión.",
    network: "No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
    server: "Algo ha fallado por nuestra parte. Inténtelo de nuevo más tarde.",
    tooManyAttempts: "Demasiados intentos. Inténtelo de nuevo más tarde.",
    tooManyAttemptsFor: (seconds: number) =>
      plural(seconds, {
        one: "Demasiados intentos. Inténtelo de nuevo dentro de # segundo.",
        other: "Demasiados intentos. Inténtelo de nuevo dentro de # segundos.",
      }),
    invalidOtp: "El código no es correcto. Revise el correo electrónico e inténtelo de nuevo.",
    otpExpired: "El código ha caducado o se ha intentado demasiadas veces. Solicite un código nuevo.",
    invalidToken:
      "Este enlace para restablecer la contraseña no es válido o ha caducado. Solicite uno nuevo.",
    passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    passwordTooLong: (max: number) => `La contraseña puede tener como máximo ${max} caracteres.`,
    invalidEmail: "Introduzca una dirección de correo electrónico válida.",
    nameRequired: "El nombre y los apellidos son obligatorios.",
    nameTooLong: (max: number) =>
      `El nombre y los apellidos pueden tener como máximo ${max} caracteres cada uno.`,
    userExists: "Ya existe una cuenta con esta dirección de correo electrónico.",
    providerUnavailable: "El inicio de sesión con este proveedor no está disponible en este momento.",
    generic: "¡Algo ha fallado!",
  },
  signIn: {
    title: "Iniciar sesión",
    description: "Le damos la bienvenida de nuevo. Inicie sesión para gestionar su club.",
    noAccount: "¿Aún no tiene cuenta?",
    createAccount: "Crear una cuenta",
    verified: "Su dirección de correo electrónico está confirmada. Inicie sesión para continuar.",
    passwordChanged: "Su contraseña se ha cambiado. Inicie sesión con la nueva contraseña.",
    forgotPassword: "¿Olvidó su contraseña?",
    submit: "Iniciar sesión",
    withCode: "Iniciar sesión con un código",
    lockedUseCode:
      "En un dispositivo con el que ya inició sesión, el acceso funciona como siempre. En un dispositivo nuevo, inicie sesión con un código enviado a su correo electrónico.",
  },
  oauth: {
    or: "o",
    continueWith: (provider: string) => `Continuar con ${provider}`,
  },
  devMailbox: "Abrir el buzón de desarrollo",
} satisfies typeof en;
