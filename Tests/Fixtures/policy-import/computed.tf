variable "min_length" {
  type = number
}

resource "aws_cognito_user_pool" "pool" {
  name = "users"

  password_policy {
    minimum_length    = var.min_length
    require_numbers   = true
  }
}
